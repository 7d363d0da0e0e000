import { SUBDOMAIN_HEADER } from '@plaza/contract';
import { MEMBERS, OTHERS, SIGNED_IN, STRANGERS, who, type Kind } from './kinds.js';
import { basic, png, type Case, type Table } from './table.js';
import type { World } from './world.js';

/*
 * Zones and channels (spec 02 §6, ARCHITECTURE.md "Zones and channels"): a private zone or
 * channel is ZONE_NOT_FOUND / CHANNEL_NOT_FOUND to whoever does not belong to it, so its existence
 * never leaks; a member whose role lacks the flag gets NOT_AUTHORIZED. Built-in flags: OWNER all;
 * MODERATOR canCreateChannel, canInvite, canEdit, canManageRole; USER canInvite.
 */

const zone = (w: World) => ({ params: { id: w.zone.id } });
const channel = (w: World) => ({ params: { id: w.channel.id } });

/** The role-changing calls are tried here by the basic kinds only; h16-roles owns their escalation matrix. */
const ROLE_SKIP = {
  kinds: ['owner', 'moderator'] as const satisfies readonly Kind[],
  why: 'what an OWNER or MODERATOR may grant is the escalation matrix of the zone/channel role tests',
};

/** A flag only the OWNER and the MODERATOR hold (canEdit, canManageRole, canCreateChannel). */
const editors = (notFound: 'ZONE_NOT_FOUND' | 'CHANNEL_NOT_FOUND') =>
  who({ ok: ['owner', 'moderator'], NOT_AUTHORIZED: ['member', 'apiKey'], [notFound]: STRANGERS });
/** Deleting: canDelete (the OWNER's alone unless the owner hands it on) or the super admin, who may delete any place. */
const ownerOnly = (notFound: 'ZONE_NOT_FOUND' | 'CHANNEL_NOT_FOUND') =>
  who({
    ok: ['owner', 'superAdmin'],
    NOT_AUTHORIZED: ['moderator', 'member', 'apiKey'],
    [notFound]: STRANGERS.filter((k) => k !== 'superAdmin'),
  });
/** Seen by its members, not found by anyone else. */
const membersSee = (notFound: 'ZONE_NOT_FOUND' | 'CHANNEL_NOT_FOUND') => who({ ok: MEMBERS, [notFound]: STRANGERS });
const roleChange = (notFound: 'ZONE_NOT_FOUND' | 'CHANNEL_NOT_FOUND') =>
  who({ NOT_AUTHORIZED: ['member', 'apiKey'], [notFound]: STRANGERS });

/** A list every signed-in kind may read; the secrets check keeps out what they may not see. */
const list = (name: string, input: Case['input'] = () => ({})): { cases: Case[] } => ({
  cases: [{ name, input, expect: who({ ok: SIGNED_IN }) }],
});

/** An invitation addressed to someone who is none of the kinds: only its invitee may answer it. */
const answerInvitation = (pick: (w: World) => string): { cases: Case[] } => ({
  cases: [
    {
      name: "someone else's pending invitation",
      input: (w) => ({ body: { invitationId: pick(w), status: 'ACCEPTED' } }),
      expect: who({ INVITATION_NOT_FOUND: SIGNED_IN }),
    },
  ],
});

const unique = (kind: Kind) => `${kind}-${Math.random().toString(36).slice(2, 8)}`;

export const communityTable: Table = {
  'zones.create': basic((_w, kind) => ({ body: { name: 'New zone', subdomain: `new-${unique(kind)}` } })),
  'zones.join': {
    cases: [
      {
        name: 'the private zone',
        input: zone,
        expect: who({ USER_ALREADY_MEMBER_OF_ZONE: MEMBERS, ZONE_NOT_FOUND: STRANGERS }),
      },
      {
        name: 'the public zone',
        input: (w) => ({ params: { id: w.publicZone.id } }),
        expect: who({ USER_ALREADY_MEMBER_OF_ZONE: ['owner'], ok: OTHERS }),
      },
    ],
  },
  'zones.remove': { cases: [{ name: 'the private zone', input: zone, expect: ownerOnly('ZONE_NOT_FOUND') }] },
  'zones.search': {
    cases: [
      { name: 'every zone', input: () => ({}), expect: who({ ok: SIGNED_IN }) },
      {
        name: "the private zone's name",
        input: (w) => ({ query: { searchTerm: w.zone.name } }),
        expect: who({ ok: SIGNED_IN }),
      },
    ],
  },
  'zones.detail': {
    cases: [
      { name: 'the private zone', input: zone, expect: membersSee('ZONE_NOT_FOUND') },
      { name: 'the public zone', input: (w) => ({ params: { id: w.publicZone.id } }), expect: who({ ok: SIGNED_IN }) },
    ],
  },
  'zones.current': {
    cases: [
      {
        name: "the private zone's site",
        input: (w) => ({ headers: { [SUBDOMAIN_HEADER]: w.zone.subdomain } }),
        expect: who({ ok: MEMBERS, UNAUTHORIZED_SUBDOMAIN: STRANGERS }),
      },
    ],
  },
  'zones.uploadPhoto': {
    cases: [
      { name: 'the private zone', input: (w) => ({ ...zone(w), form: png(w) }), expect: editors('ZONE_NOT_FOUND') },
    ],
  },
  'zones.photo': { open: 'display photos are public by their unguessable file name (spec 01 §7)' },
  'zones.update': {
    cases: [
      {
        name: 'the private zone',
        input: (w, kind) => ({ ...zone(w), body: { name: `Renamed ${unique(kind)}` } }),
        expect: editors('ZONE_NOT_FOUND'),
      },
    ],
  },
  'zones.roles': { cases: [{ name: 'the private zone', input: zone, expect: editors('ZONE_NOT_FOUND') }] },
  'zones.createRole': {
    cases: [
      {
        name: 'the private zone',
        input: (w) => ({ ...zone(w), body: { roleCode: 'NEW_ROLE', permissions: { canDelete: true } } }),
        expect: roleChange('ZONE_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'zones.removeRole': {
    cases: [
      {
        name: 'a custom role of the private zone',
        input: (w) => ({ params: { id: w.zone.id, roleCode: w.spareRole } }),
        expect: roleChange('ZONE_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'zones.updatePermissions': {
    cases: [
      {
        name: "the private zone's USER role given canDelete",
        input: (w) => ({ ...zone(w), body: { roleCode: 'USER', permissions: { canDelete: true } } }),
        expect: roleChange('ZONE_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'zones.changeRole': {
    cases: [
      {
        name: 'the member made MODERATOR of the private zone',
        input: (w) => ({ ...zone(w), body: { userId: w.users.member.id, zoneRoleCode: 'MODERATOR' } }),
        expect: roleChange('ZONE_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'zones.members': { cases: [{ name: 'the private zone', input: zone, expect: membersSee('ZONE_NOT_FOUND') }] },
  'zones.invite': {
    cases: [
      {
        name: 'the private zone',
        input: (w, kind) => ({ ...zone(w), body: { email: `${unique(kind)}@example.com` } }),
        expect: membersSee('ZONE_NOT_FOUND'),
      },
    ],
  },
  'zones.respondToInvitation': answerInvitation((w) => w.invitations.zone),
  'userZones.list': list('own memberships'),
  'userZones.leave': {
    cases: [
      {
        name: "the member's membership of the private zone",
        input: (w) => ({ params: { id: w.memberZoneMembership } }),
        // Only its holder may end a membership; to anyone else it does not exist.
        expect: who({ ok: ['member', 'apiKey'], ZONE_NOT_FOUND: ['owner', 'moderator', ...STRANGERS] }),
      },
    ],
  },

  'channels.create': {
    cases: [
      {
        name: 'in the private zone',
        input: (w, kind) => ({ params: { zoneId: w.zone.id }, body: { name: `Ch ${unique(kind)}` } }),
        expect: editors('ZONE_NOT_FOUND'),
      },
    ],
  },
  'channels.join': {
    cases: [
      {
        name: 'the private channel',
        input: channel,
        expect: who({ USER_ALREADY_MEMBER_OF_CHANNEL: MEMBERS, CHANNEL_NOT_FOUND: STRANGERS }),
      },
      {
        name: 'the public channel',
        input: (w) => ({ params: { id: w.publicChannel.id } }),
        expect: who({ USER_ALREADY_MEMBER_OF_CHANNEL: ['owner'], ok: OTHERS }),
      },
      {
        name: 'a public channel of the private zone',
        input: (w) => ({ params: { id: w.openChannelOfPrivateZone.id } }),
        expect: who({
          USER_ALREADY_MEMBER_OF_CHANNEL: ['owner'],
          ok: ['moderator', 'member', 'apiKey'],
          CHANNEL_NOT_FOUND: STRANGERS,
        }),
      },
    ],
  },
  'channels.search': {
    cases: [
      { name: 'every channel', input: () => ({}), expect: who({ ok: SIGNED_IN }) },
      { name: 'in the private zone', input: (w) => ({ query: { zoneId: w.zone.id } }), expect: who({ ok: SIGNED_IN }) },
      {
        name: "on the private zone's site",
        input: (w) => ({ headers: { [SUBDOMAIN_HEADER]: w.zone.subdomain } }),
        expect: who({ ok: MEMBERS, UNAUTHORIZED_SUBDOMAIN: STRANGERS }),
      },
    ],
  },
  'channels.detail': {
    cases: [
      { name: 'the private channel', input: channel, expect: membersSee('CHANNEL_NOT_FOUND') },
      {
        name: 'a public channel of the private zone',
        input: (w) => ({ params: { id: w.openChannelOfPrivateZone.id } }),
        expect: membersSee('CHANNEL_NOT_FOUND'),
      },
    ],
  },
  'channels.uploadPhoto': {
    cases: [
      {
        name: 'the private channel',
        input: (w) => ({ ...channel(w), form: png(w) }),
        expect: editors('CHANNEL_NOT_FOUND'),
      },
    ],
  },
  'channels.uploadBackground': {
    cases: [
      {
        name: 'the private channel',
        input: (w) => ({ ...channel(w), form: png(w) }),
        expect: editors('CHANNEL_NOT_FOUND'),
      },
    ],
  },
  'channels.photo': { open: 'display and background photos are public by their unguessable file name (spec 01 §7)' },
  'channels.update': {
    cases: [
      {
        name: 'the private channel',
        input: (w, kind) => ({ ...channel(w), body: { description: `Edited by ${unique(kind)}` } }),
        expect: editors('CHANNEL_NOT_FOUND'),
      },
    ],
  },
  'channels.createRole': {
    cases: [
      {
        name: 'the private channel',
        input: (w) => ({ ...channel(w), body: { roleCode: 'NEW_ROLE', permissions: { canDelete: true } } }),
        expect: roleChange('CHANNEL_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'channels.removeRole': {
    cases: [
      {
        name: 'a custom role of the private channel',
        input: (w) => ({ params: { id: w.channel.id, roleCode: w.spareRole } }),
        expect: roleChange('CHANNEL_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'channels.updatePermissions': {
    cases: [
      {
        name: "the private channel's USER role given canDelete",
        input: (w) => ({ ...channel(w), body: { roleCode: 'USER', permissions: { canDelete: true } } }),
        expect: roleChange('CHANNEL_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'channels.members': {
    cases: [{ name: 'the private channel', input: channel, expect: membersSee('CHANNEL_NOT_FOUND') }],
  },
  'channels.remove': {
    cases: [{ name: 'the private channel', input: channel, expect: ownerOnly('CHANNEL_NOT_FOUND') }],
  },
  'channels.roles': { cases: [{ name: 'the private channel', input: channel, expect: editors('CHANNEL_NOT_FOUND') }] },
  'channels.changeRole': {
    cases: [
      {
        name: 'the member made MODERATOR of the private channel',
        input: (w) => ({ ...channel(w), body: { userId: w.users.member.id, channelRoleCode: 'MODERATOR' } }),
        expect: roleChange('CHANNEL_NOT_FOUND'),
        skip: ROLE_SKIP,
      },
    ],
  },
  'channels.invite': {
    cases: [
      {
        name: 'the private channel',
        input: (w, kind) => ({ ...channel(w), body: { email: `${unique(kind)}@example.com` } }),
        expect: membersSee('CHANNEL_NOT_FOUND'),
      },
    ],
  },
  'channels.respondToInvitation': answerInvitation((w) => w.invitations.channel),
  'userChannels.list': list('own channels'),
  'userChannels.listAll': list('own channels in every zone'),
  'userChannels.unfollow': {
    cases: [
      {
        name: "the member's membership of the private channel",
        input: (w) => ({ params: { id: w.memberChannelMembership } }),
        expect: who({ ok: ['member', 'apiKey'], CHANNEL_NOT_FOUND: ['owner', 'moderator', ...STRANGERS] }),
      },
    ],
  },
  'userChannels.markSeen': {
    cases: [{ name: 'the private channel', input: channel, expect: membersSee('CHANNEL_NOT_FOUND') }],
  },

  'userCommunity.invitations': list('own invitations'),
  'userCommunity.channels': list("the owner's channels", (w) => ({ params: { id: w.users.owner.id } })),
  'userCommunity.zones': list("the owner's zones", (w) => ({ params: { id: w.users.owner.id } })),
  'suggestions.contacts': list('people to add'),
  'suggestions.zones': list('zones to join'),
  'suggestions.channels': {
    cases: [
      { name: 'channels to follow', input: () => ({}), expect: who({ ok: SIGNED_IN }) },
      {
        name: "on the private zone's site",
        input: (w) => ({ headers: { [SUBDOMAIN_HEADER]: w.zone.subdomain } }),
        expect: who({ ok: MEMBERS, UNAUTHORIZED_SUBDOMAIN: STRANGERS }),
      },
    ],
  },
  'membership.user': list('own plan'),
  'membership.plans': list('every plan'),
  'membership.setUserPlan': {
    cases: [
      {
        name: "the owner's plan",
        input: (w) => ({ params: { id: w.users.owner.id }, body: { planCode: 'free' } }),
        expect: who({ ok: ['superAdmin'], NOT_AUTHORIZED: [...MEMBERS, 'outsider', 'contact', 'blocked'] }),
      },
    ],
  },
};
