import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS, to } from '../../../routing/paths';
import { Bullets, P, Section } from '../Prose';

export function AboutUs() {
  return (
    <>
      <Section title="What Plaza is">
        <P>
          Plaza is a social video platform built around creators and the communities that gather around them. Instead of
          one endless feed owned by a single company, Plaza is organised into zones: communities with their own address,
          run by the people who start them.
        </P>
        <P>
          Plaza is self-hostable. Anyone can run their own installation on their own server, for a club, a school, a
          company or a whole public community. The first person to open a fresh installation becomes its super admin;
          everyone else joins by signing up or by invitation.
        </P>
      </Section>

      <Section title="What you can do here">
        <Bullets
          items={[
            <>
              <strong>Zones</strong> — each community lives on its own subdomain (for example{' '}
              <em>music.your-plaza.example</em>), with its own members, roles and rules.
            </>,
            <>
              <strong>Channels</strong> — inside a zone, creators publish in channels that members follow.
            </>,
            <>
              <strong>Videos and live streams</strong> — upload recorded videos or go live; viewers watch, like,
              comment, reply and save posts into their own folders.
            </>,
            <>
              <strong>Chat</strong> — direct conversations with your contacts, and a live chat room next to every
              stream.
            </>,
            <>
              <strong>Calls and meetings</strong> — one-to-one video calls, and meetings that are instant or planned,
              from small groups to webinars and streaming studios.
            </>,
          ]}
        />
      </Section>

      <Section title="Where Plaza is today">
        <P>
          Plaza is in an early alpha stage. The core — accounts, zones, channels, videos and conversations — is being
          built first. Payments, memberships and other ways for creators to earn from their work are still being built
          and are not available yet. Some screens are marked “coming soon”, and things may change or break while the
          product matures.
        </P>
      </Section>

      <Section title="Who runs this installation">
        <P>
          Every Plaza installation is run by its own operator — the person or organisation who set it up. They decide
          who may join, look after the server and answer questions about your data. See the{' '}
          <Anchor component={Link} to={to.supportPage('privacy-policy')}>
            privacy policy
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to={to.supportPage('terms-and-conditions')}>
            terms and conditions
          </Anchor>{' '}
          for the details, and the{' '}
          <Anchor component={Link} to={PATHS.apiDocs}>
            API documentation
          </Anchor>{' '}
          if you want to build on top of Plaza.
        </P>
      </Section>
    </>
  );
}
