import { MEMBERSHIP_PLANS } from '@plaza/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettings, stubApi } from '../testing/render-settings';
import { MembershipPanel } from './MembershipPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings › Membership', () => {
  it('shows the plan, its limits, what is used and that nothing is paid yet', async () => {
    stubApi({
      'GET /membership/user': {
        plan: { code: 'free', name: 'Free', limits: MEMBERSHIP_PLANS.free.limits },
        used: { zoneCount: 1, channelCount: 0, streamCount: 3 },
      },
    });
    renderSettings(<MembershipPanel />, { pathname: '/settings/membership' });
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeInTheDocument();
    expect(screen.getByText(/in alpha and takes no payments yet/)).toBeInTheDocument();
    expect(screen.getByText(`1 of ${MEMBERSHIP_PLANS.free.limits.zoneCount}`)).toBeInTheDocument();
    expect(screen.getByText(`3 of ${MEMBERSHIP_PLANS.free.limits.streamCount}`)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: `Live streams: 3 of ${MEMBERSHIP_PLANS.free.limits.streamCount} used` }),
    ).toBeInTheDocument();
    expect(screen.getByText('512 MB')).toBeInTheDocument();
    expect(screen.getByText('Video calls with your contacts count toward no limit of any plan.')).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    stubApi({});
    renderSettings(<MembershipPanel />, { pathname: '/settings/membership' });
    expect(await screen.findByText('Your membership could not be loaded')).toBeInTheDocument();
  });
});
