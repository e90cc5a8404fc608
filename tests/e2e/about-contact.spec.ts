import type { Locator, Page } from '@playwright/test';
import { SITE, pickLocalizedName } from '../../src/config/site';
import {
  expect,
  holdAssistant,
  rememberChoices,
  stopClock,
  test,
  waitForIslands,
} from './fixtures';
import { t } from './form-helpers';
import { expectToggleIcon } from './motion-toggle';

/** Moves the pointer and focus away from the slider, so nothing holds it still. */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const photo = (slider: Locator, number: number) =>
  slider.getByRole('group', { name: `Photo ${number} of 6` });

test.describe('about: office slider', () => {
  test('advances every 3000 ms, jumps with the indicators and pauses on hover', async ({
    page,
  }) => {
    await stopClock(page, 0);
    await page.goto('/en/about/');
    const slider = page.getByRole('region', { name: 'Office photos' });
    await expect(slider.getByRole('group')).toHaveCount(1);
    await expect(photo(slider, 1)).toBeVisible();

    await page.clock.runFor(2900);
    await expect(photo(slider, 1)).toBeVisible();
    await page.clock.runFor(100);
    await expect(photo(slider, 2)).toBeVisible();
    await page.clock.runFor(3000);
    await expect(photo(slider, 3)).toBeVisible();

    await slider.getByRole('button', { name: 'Show photo 5' }).click();
    await expect(photo(slider, 5)).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Show photo 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await leave(page);
    await page.clock.runFor(3000);
    await expect(photo(slider, 6)).toBeVisible();

    await slider.hover();
    await page.clock.runFor(9000);
    await expect(photo(slider, 6)).toBeVisible();
    await leave(page);
    await page.clock.runFor(3000);
    await expect(photo(slider, 1)).toBeVisible();
  });

  test('the pause button stops it and play resumes it', async ({ page }) => {
    await stopClock(page, 0);
    await page.goto('/en/about/');
    const slider = page.getByRole('region', { name: 'Office photos' });
    await expectToggleIcon(slider.getByRole('button', { name: 'Pause slideshow' }), 'pause');
    await slider.getByRole('button', { name: 'Pause slideshow' }).click();
    await expectToggleIcon(slider.getByRole('button', { name: 'Play slideshow' }), 'play');
    await leave(page);
    await page.clock.runFor(9000);
    await expect(photo(slider, 1)).toBeVisible();

    await slider.getByRole('button', { name: 'Play slideshow' }).click();
    await expectToggleIcon(slider.getByRole('button', { name: 'Pause slideshow' }), 'pause');
    await leave(page);
    await page.clock.runFor(3000);
    await expect(photo(slider, 2)).toBeVisible();
  });

  test('stays still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopClock(page, 0);
    await page.goto('/en/about/');
    const slider = page.getByRole('region', { name: 'Office photos' });
    await page.clock.runFor(9000);
    await expect(photo(slider, 1)).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

test.describe('about: team', () => {
  test('shows the 8 core members, with the default image for a member without a photo', async ({
    page,
  }) => {
    await page.goto('/en/about/');
    const team = page.getByRole('region', { name: 'Meet the core team' });
    const cards = team.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(team.getByRole('heading', { level: 3 })).toHaveText([
      'Elif Aydın',
      'Kerem Yalçın',
      'Zeynep Arslan',
      'Mert Demirtaş',
      'Selin Koç',
      'Can Öztürk',
      'Deniz Şahin',
      'Ayşe Kaya',
    ]);

    const withPhoto = cards.filter({ hasText: 'Elif Aydın' });
    await expect(withPhoto.locator('img')).toHaveAttribute('src', /elif-aydin/);
    await expect(withPhoto).toContainText('Co-founder and CEO');
    const withoutPhoto = cards.filter({ hasText: 'Ayşe Kaya' });
    await expect(withoutPhoto.locator('img')).toHaveAttribute('src', /default-avatar/);

    const profile = withoutPhoto.getByRole('link', {
      name: t('en', 'about:team.profile').replace('{{name}}', 'Ayşe Kaya'),
    });
    await expect(profile).toHaveAttribute('href', /^https:\/\/example\.com\//);
    await expect(profile).toHaveAttribute('target', '_blank');
  });

  test('is written in Turkish on the Turkish page', async ({ page }) => {
    await page.goto('/tr/about/');
    const team = page.getByRole('region', { name: 'Çekirdek ekibimizle tanışın' });
    await expect(team.getByRole('article')).toHaveCount(8);
    await expect(team).toContainText('Kurucu Ortak ve CEO');
  });
});

test.describe('contact', () => {
  test('the office selector switches the map, once maps are allowed', async ({ page }) => {
    await rememberChoices(page, { maps: true });
    await page.goto('/en/contact/');
    const [ytu, cube] = SITE.offices;
    const [ytuName, cubeName] = [ytu!.name, cube!.name].map((name) =>
      pickLocalizedName(name, 'en'),
    );
    const tabs = page.getByRole('tablist', { name: 'Offices' });
    const ytuTab = tabs.getByRole('tab', { name: ytuName });
    const cubeTab = tabs.getByRole('tab', { name: cubeName });
    await expect(ytuTab).toHaveAttribute('aria-selected', 'true');
    const ytuMap = page.locator(`iframe[title="Map showing the ${ytuName} office"]`);
    const cubeMap = page.locator(`iframe[title="Map showing the ${cubeName} office"]`);
    // Another site's map loads only once the selector nears the viewport, even when allowed.
    await expect(
      page.getByRole('group', { name: `Map showing the ${ytuName} office` }),
    ).toBeVisible();
    await expect(ytuMap).toHaveCount(0);
    await tabs.scrollIntoViewIfNeeded();
    await expect(ytuMap).toHaveAttribute('src', ytu!.mapUrl);
    await expect(ytuMap).toHaveAttribute('loading', 'lazy');
    await expect(cubeMap).toBeHidden();

    await cubeTab.click();
    await expect(cubeTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(cube!.address);
    await expect(cubeMap).toBeVisible();
    await expect(cubeMap).toHaveAttribute('src', cube!.mapUrl);
    await expect(ytuMap).toBeHidden();

    await cubeTab.press('ArrowLeft');
    await expect(ytuTab).toBeFocused();
    await expect(ytuTab).toHaveAttribute('aria-selected', 'true');
    await expect(ytuMap).toBeVisible();
  });

  test('the offices are named in the page’s language, their postal address as the post writes it', async ({
    page,
  }) => {
    for (const [lang, name] of [
      ['tr', 'YTÜ Teknopark'],
      ['es', 'Parque Tecnológico YTU'],
    ] as const) {
      await page.goto(`/${lang}/contact/`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(name);
      await expect(page.getByRole('tabpanel').locator('address')).toContainText(
        'Davutpaşa Kampüsü, Teknopark Binası, Esenler',
      );
    }
  });

  test('phone, e-mail and the four social links', async ({ page }) => {
    await page.goto('/en/contact/');
    const details = page.getByRole('complementary', { name: 'Contact details' });
    await expect(details.getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      `tel:${SITE.phone.replace(/\s+/g, '')}`,
    );
    await expect(details.getByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
    for (const social of SITE.social) {
      await expect(details.getByRole('link', { name: `${social.label} (` })).toHaveAttribute(
        'href',
        social.url,
      );
    }
  });

  test('embeds the assistant on desktop, reachable by keyboard once it has loaded', async ({
    page,
  }) => {
    const releaseAssistant = await holdAssistant(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await rememberChoices(page, { assistant: true });
    // The page's load event waits for the frame, which is held back.
    await page.goto('/en/contact/', { waitUntil: 'domcontentloaded' });
    const frame = page.getByTitle(t('en', 'assistant:frameTitle'));
    await expect(frame).toHaveAttribute('src', SITE.assistantUrl);
    await expect(frame).toHaveAttribute('allow', 'microphone; camera');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toBeVisible();
    // Focus inside a frame still loading would be dropped to the top of the page when the assistant arrives.
    await expect(frame).toHaveAttribute('inert');
    releaseAssistant();
    await expect(frame).not.toHaveAttribute('inert');
    await frame.contentFrame().getByLabel('Message').focus();
    await expect(frame).toBeFocused();
    await expect(page.getByRole('button', { name: 'Start a chat' })).toBeHidden();
  });

  test('offers a button that opens the assistant popup on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/contact/');
    await expect(page.getByTitle(t('en', 'assistant:frameTitle'))).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Start a chat' });
    await expect(open).toBeVisible();
    await waitForIslands(page);

    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The assistant is another company's page: the popup asks before it loads.
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Load the assistant' }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', SITE.assistantUrl);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('privacy notice', () => {
  test('its contents link to its sections', async ({ page }) => {
    await page.goto('/en/privacy/');
    await expect(page.getByRole('main')).toContainText(SITE.legalName);
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Your rights' })
      .click();
    await expect(page).toHaveURL(/#rights$/);
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeInViewport();
  });

  test("the footer's privacy settings link lands on the settings from another page", async ({
    page,
  }) => {
    await page.goto('/en/about/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy settings' }).click();
    await expect(page).toHaveURL(/\/en\/privacy\/#settings$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Privacy settings' }),
    ).toBeInViewport();
  });
});
