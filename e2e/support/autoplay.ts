import type { Locator, Page } from '@playwright/test';

/**
 * Chrome's autoplay rule, which headless Chromium does not apply whatever --autoplay-policy says:
 * a page the user has not interacted with may play only muted. Interaction is counted from real
 * input events: Playwright's own evaluations count as user gestures in navigator.userActivation.
 */
export async function refuseSoundWithoutGesture(page: Page): Promise<void> {
  await page.addInitScript({
    content: `{
      let interacted = false;
      for (const type of ['pointerdown', 'keydown']) {
        addEventListener(type, (event) => { if (event.isTrusted) interacted = true; }, true);
      }
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function () {
        if (this.muted || interacted) return play.call(this);
        return Promise.reject(new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError'));
      };
    }`,
  });
}

/** The player's state, read from the element. */
export const playerState = (video: Locator) =>
  video.evaluate((v) => ({
    paused: Boolean(Reflect.get(v, 'paused')),
    muted: Boolean(Reflect.get(v, 'muted')),
    time: Number(Reflect.get(v, 'currentTime')),
  }));
