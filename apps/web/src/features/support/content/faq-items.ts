import { SESSION, USER } from '@plaza/contract';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is a zone?',
    answer:
      'A zone is a community with its own address — a subdomain such as music.your-plaza.example. It has its own members, channels, roles and rules. You can belong to several zones and switch between them from the menu at the top of the sidebar.',
  },
  {
    question: 'What is the difference between a zone and a channel?',
    answer:
      'A zone is the community; channels live inside it. Creators publish videos and live streams in channels, and you follow the channels you care about so their posts appear on your home timeline.',
  },
  {
    question: 'Who runs this Plaza?',
    answer:
      'Whoever installed it. Plaza is self-hostable software: the first account created on a fresh installation becomes its super admin. The operator decides who may join and is the one to contact about your account and your data.',
  },
  {
    question: 'I see “Zone not found”. What happened?',
    answer:
      'The address you opened points to a zone that does not exist, or to one you are not a member of. Check the spelling of the address, or ask the zone’s owner for an invitation.',
  },
  {
    question: 'Can I go live, or only upload videos?',
    answer:
      'Both. You can upload recorded videos or start a live stream; viewers of a live stream can chat alongside it, and a live post can be joined as a meeting. Some of these screens are still marked “coming soon” while Plaza is in alpha.',
  },
  {
    question: 'How do calls and meetings work?',
    answer:
      'You can call a contact one-to-one from your contacts or a conversation. Meetings can be instant or planned for later, with invited people, privacy settings and optional live streaming or recording.',
  },
  {
    question: 'What are the rules for usernames and passwords?',
    answer: `A username has ${USER.userNameMin} to ${USER.userNameMax} characters: letters, digits and underscores. A password needs at least ${USER.passwordMin} characters — a longer passphrase is safer.`,
  },
  {
    question: 'How long do I stay signed in?',
    answer: `Up to ${SESSION.cookieDays} days on the same browser, as long as you use Plaza now and then. Signing out ends the session and deletes both sign-in cookies at once.`,
  },
  {
    question: 'Can I earn money on Plaza?',
    answer:
      'Not yet. Plaza is in an alpha stage: payments, memberships and monetisation for creators are still being built and will arrive in a later release.',
  },
  {
    question: 'How do I delete my account or get a copy of my data?',
    answer:
      'Contact the operator of this installation; they can export your data or delete your account. The privacy policy lists everything that is kept and your rights over it.',
  },
  {
    question: 'Can I build my own app or bot on Plaza?',
    answer:
      'Yes. Every feature goes through the same public API, documented on the API documentation page. Programs can sign in with a token, or with the developer API key and secret shown under Settings → API management.',
  },
];
