import { expect, type Locator } from '@playwright/test';

/** A pause/play button shows exactly one icon: pause while the motion runs, play once stopped. */
export async function expectToggleIcon(button: Locator, icon: 'pause' | 'play') {
  const other = icon === 'pause' ? 'play' : 'pause';
  await expect(button.locator(`.motion-toggle__${icon}`)).toBeVisible();
  await expect(button.locator(`.motion-toggle__${other}`)).toBeHidden();
}
