import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AuthLayout } from '../features/auth/AuthLayout';
import { PATHS } from '../routing/paths';
import { CrashBoundary } from './CrashBoundary';
import { RouteGuard } from './RouteGuard';
import { SessionBoot } from './SessionBoot';
import { lazyPage, preloadPages } from './lazy-page';

// Every page, and the signed-in shell, is its own chunk: a screen loads only the code it shows
// (/login does not carry the player, chat or settings).
const ApiDocsPage = lazyPage(() => import('../features/api-docs/ApiDocsPage'), 'ApiDocsPage');
const AuthOrShellLayout = lazyPage(() => import('./AuthOrShellLayout'), 'AuthOrShellLayout');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const InitializeUserPage = lazyPage(() => import('../features/auth/InitializeUserPage'), 'InitializeUserPage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const RegisterWithEmailPage = lazyPage(() => import('../features/auth/RegisterWithEmailPage'), 'RegisterWithEmailPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailInfoPage = lazyPage(() => import('../features/auth/VerifyEmailInfoPage'), 'VerifyEmailInfoPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage');
const CompleteProfilePage = lazyPage(
  () => import('../features/auth/third-party/CompleteProfilePage'),
  'CompleteProfilePage',
);
const ThirdPartyReturnPage = lazyPage(
  () => import('../features/auth/third-party/ThirdPartyReturnPage'),
  'ThirdPartyReturnPage',
);
const MetamaskRegisterPage = lazyPage(
  () => import('../features/auth/wallet/MetamaskRegisterPage'),
  'MetamaskRegisterPage',
);
const ChannelsPage = lazyPage(() => import('../features/channels/ChannelsPage'), 'ChannelsPage');
const ContactsPage = lazyPage(() => import('../features/contacts/ContactsPage'), 'ContactsPage');
const MeetingRoomPage = lazyPage(() => import('../features/meeting-room/MeetingRoomPage'), 'MeetingRoomPage');
const MessagesPage = lazyPage(() => import('../features/chat/MessagesPage'), 'MessagesPage');
const MeetingsPage = lazyPage(() => import('../features/meetings/list/MeetingsPage'), 'MeetingsPage');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'NotFoundPage');
const ZoneNotFoundPage = lazyPage(() => import('../features/errors/ZoneNotFoundPage'), 'ZoneNotFoundPage');
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const SavedPostsPage = lazyPage(() => import('../features/folders/SavedPostsPage'), 'SavedPostsPage');
const InvitePage = lazyPage(() => import('../features/invite/InvitePage'), 'InvitePage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const VideoPage = lazyPage(() => import('../features/posts/video/VideoPage'), 'VideoPage');
const SearchPage = lazyPage(() => import('../features/search/SearchPage'), 'SearchPage');
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const SettingsSubPage = lazyPage(() => import('../features/settings/SettingsSubPage'), 'SettingsSubPage');
const AdaptiveLayout = lazyPage(() => import('../features/shell/AdaptiveLayout'), 'AdaptiveLayout');
const ShellLayout = lazyPage(() => import('../features/shell/ShellLayout'), 'ShellLayout');
const SupportArticlePage = lazyPage(() => import('../features/support/SupportArticlePage'), 'SupportArticlePage');
const SupportPage = lazyPage(() => import('../features/support/SupportPage'), 'SupportPage');

/** Routes of spec 01 §2 and spec 02 §2, grouped by who may see them (see guard-decisions.ts). */
export const routes: RouteObject[] = [
  {
    element: (
      <CrashBoundary>
        <SessionBoot />
      </CrashBoundary>
    ),
    children: [
      {
        element: (
          <RouteGuard access="initialSetup">
            <AuthLayout pageLinks={false} />
          </RouteGuard>
        ),
        children: [{ path: PATHS.initializeUser, element: <InitializeUserPage /> }],
      },
      {
        element: (
          <RouteGuard access="publicOnly">
            <AuthLayout />
          </RouteGuard>
        ),
        children: [
          { path: PATHS.login, element: <LoginPage variant="login" /> },
          { path: PATHS.join, element: <LoginPage variant="join" /> },
          { path: PATHS.register, element: <RegisterPage /> },
          { path: PATHS.registerWithEmail, element: <RegisterWithEmailPage /> },
          { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
          { path: PATHS.thirdPartyReturn, element: <ThirdPartyReturnPage /> },
          { path: PATHS.completeProfile, element: <CompleteProfilePage /> },
          { path: PATHS.verifyEmailInfo, element: <VerifyEmailInfoPage /> },
          { path: PATHS.verifyEmail, element: <VerifyEmailPage /> },
          { path: PATHS.metamaskRegister, element: <MetamaskRegisterPage /> },
        ],
      },
      {
        element: (
          <RouteGuard access="authenticated">
            <ShellLayout />
          </RouteGuard>
        ),
        children: [
          { path: PATHS.home, element: <HomePage /> },
          { path: PATHS.channels, element: <ChannelsPage /> },
          { path: PATHS.savedPosts, element: <SavedPostsPage /> },
          { path: PATHS.video, element: <VideoPage /> },
          { path: PATHS.search, element: <SearchPage /> },
          { path: PATHS.contacts, element: <ContactsPage /> },
          { path: PATHS.profile, element: <ProfilePage /> },
          { path: PATHS.settings, element: <SettingsPage /> },
          { path: PATHS.settingsPage, element: <SettingsSubPage /> },
          { path: PATHS.messages, element: <MessagesPage /> },
          { path: PATHS.meetings, element: <MeetingsPage /> },
          { path: PATHS.meeting, element: <MeetingRoomPage /> },
        ],
      },
      {
        // Spec 01 §2 lists it as authenticated, but the link arrives by mail for a signed-out user.
        element: (
          <RouteGuard access="public">
            <AuthOrShellLayout />
          </RouteGuard>
        ),
        children: [{ path: PATHS.resetPassword, element: <ResetPasswordPage /> }],
      },
      {
        element: (
          <RouteGuard access="public">
            <AdaptiveLayout />
          </RouteGuard>
        ),
        children: [
          { path: PATHS.apiDocs, element: <ApiDocsPage /> },
          { path: PATHS.support, element: <SupportPage /> },
          { path: PATHS.supportPage, element: <SupportArticlePage /> },
          { path: PATHS.zoneNotFound, element: <ZoneNotFoundPage /> },
          { path: PATHS.invite, element: <InvitePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

// The first screen's page and layout load alongside the session check, not after it.
void preloadPages((matchRoutes(routes, window.location) ?? []).map((match) => match.route.element));

/** Loads every lazy page and layout (tests of the route table wait for this once). */
export function loadAllPages(): Promise<unknown> {
  const elements = (list: RouteObject[]): ReactNode[] =>
    list.flatMap((route) => [route.element, ...elements(route.children ?? [])]);
  return preloadPages(elements(routes));
}
