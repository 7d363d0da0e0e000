import { type SUPPORT_PAGES } from '../../lib/presentation';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type SupportPageId = (typeof SUPPORT_PAGES)[number];

export interface SupportArticle {
  title: string;
  summary: string;
  /** When the text last changed, as an ISO calendar date; shown as DD/MM/YYYY. */
  updated: string;
  /** The text itself, loaded when the page is opened so the app's first download stays small. */
  Content: LazyExoticComponent<ComponentType>;
}

/** The static pages of spec 01 §2, in the order the support page lists them. */
export const SUPPORT_ARTICLES: Record<SupportPageId, SupportArticle> = {
  'about-us': {
    title: 'About us',
    summary: 'What Plaza is, what you can do on it and where it is heading.',
    updated: '2026-11-22',
    Content: lazy(() => import('./content/AboutUs').then((m) => ({ default: m.AboutUs }))),
  },
  'privacy-policy': {
    title: 'Privacy policy',
    summary: 'What this installation keeps about you, why, for how long, and your rights.',
    updated: '2026-11-22',
    Content: lazy(() => import('./content/PrivacyPolicy').then((m) => ({ default: m.PrivacyPolicy }))),
  },
  'terms-and-conditions': {
    title: 'Terms and conditions',
    summary: 'The rules for using Plaza: acceptable use, your content, moderation and liability.',
    updated: '2026-11-22',
    Content: lazy(() => import('./content/TermsAndConditions').then((m) => ({ default: m.TermsAndConditions }))),
  },
  faq: {
    title: 'Frequently asked questions',
    summary: 'Quick answers about zones, channels, live streams, your account and the API.',
    updated: '2026-11-22',
    Content: lazy(() => import('./content/Faq').then((m) => ({ default: m.Faq }))),
  },
};

export function isSupportPage(page: string): page is SupportPageId {
  return Object.hasOwn(SUPPORT_ARTICLES, page);
}
