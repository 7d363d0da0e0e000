import { MIN_AGE, type SUPPORT_PAGES } from '@plaza/contract';

export type SupportPageId = (typeof SUPPORT_PAGES)[number];

export interface SupportArticle {
  title: string;
  summary: string;
  paragraphs: readonly string[];
}

/** The static pages of spec 01 §2. Short for now; the full texts are written with the legal pages. */
export const SUPPORT_ARTICLES: Record<SupportPageId, SupportArticle> = {
  'about-us': {
    title: 'About Plaza',
    summary: 'What Plaza is and who makes it.',
    paragraphs: [
      'Plaza is a self-hostable, creator-centric social video platform. Members join zones, follow channels, share and stream videos, chat, call and meet.',
      'Plaza is in an alpha stage: payments and monetisation are still being built.',
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    summary: 'What we keep about you, and why.',
    paragraphs: [
      'This Plaza keeps the account details you give (name, username, e-mail, photo) and what you post, to run the service. It does not sell them.',
      `You must be at least ${MIN_AGE} years old to use Plaza.`,
      'The full policy is being written and will appear here.',
    ],
  },
  'terms-and-conditions': {
    title: 'Terms and conditions',
    summary: 'The rules of using this Plaza.',
    paragraphs: [
      'Be kind, post only what you have the right to share, and follow the rules of the zones you join.',
      'The full terms are being written and will appear here.',
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    summary: 'Quick answers to common questions.',
    paragraphs: [
      'What is a zone? A community with its own address, where channels and members live.',
      'Who runs this Plaza? Whoever installed it: the first account created becomes its super admin.',
    ],
  },
};

export function isSupportPage(page: string): page is SupportPageId {
  return Object.hasOwn(SUPPORT_ARTICLES, page);
}
