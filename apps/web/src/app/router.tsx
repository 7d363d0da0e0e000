import { createBrowserRouter, type RouteObject } from 'react-router';
import { ApiDocsPage } from '../features/api-docs/ApiDocsPage';
import { AuthLayout } from '../features/auth/AuthLayout';
import { AuthOrShellLayout } from './AuthOrShellLayout';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { InitializeUserPage } from '../features/auth/InitializeUserPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RegisterWithEmailPage } from '../features/auth/RegisterWithEmailPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailInfoPage } from '../features/auth/VerifyEmailInfoPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { CompleteProfilePage } from '../features/auth/third-party/CompleteProfilePage';
import { ThirdPartyReturnPage } from '../features/auth/third-party/ThirdPartyReturnPage';
import { MetamaskRegisterPage } from '../features/auth/wallet/MetamaskRegisterPage';
import { ChannelsPage } from '../features/channels/ChannelsPage';
import { ContactsPage } from '../features/contacts/ContactsPage';
import { MessagesPage } from '../features/chat/MessagesPage';
import { CrashPage } from '../features/errors/CrashPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { ZoneNotFoundPage } from '../features/errors/ZoneNotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { SavedPostsPage } from '../features/folders/SavedPostsPage';
import { InvitePage } from '../features/invite/InvitePage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { VideoPage } from '../features/posts/video/VideoPage';
import { SearchPage } from '../features/search/SearchPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SettingsSubPage } from '../features/settings/SettingsSubPage';
import { AdaptiveLayout } from '../features/shell/AdaptiveLayout';
import { ShellLayout } from '../features/shell/ShellLayout';
import { SupportArticlePage } from '../features/support/SupportArticlePage';
import { SupportPage } from '../features/support/SupportPage';
import { PATHS } from '../routing/paths';
import { RouteGuard } from './RouteGuard';
import { SessionBoot } from './SessionBoot';

/** Routes of spec 01 §2 and spec 02 §2, grouped by who may see them (see guard-decisions.ts). */
export const routes: RouteObject[] = [
  {
    element: <SessionBoot />,
    errorElement: <CrashPage />,
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

export const router = createBrowserRouter(routes);
