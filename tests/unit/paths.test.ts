import { describe, expect, it } from 'vitest';
import { localizePath, stripLocale, switchLocalePath } from '../../src/i18n/paths';

describe('localized paths', () => {
  it('puts the language first and ends with a slash', () => {
    expect(localizePath('tr', '/')).toBe('/tr/');
    expect(localizePath('en', '/careers/apply/')).toBe('/en/careers/apply/');
    expect(localizePath('fr', 'about')).toBe('/fr/about/');
  });

  it('removes every leading language segment', () => {
    expect(stripLocale('/en/en/about/')).toBe('/about/');
    expect(stripLocale('/tr/')).toBe('/');
    expect(stripLocale('/careers/success/')).toBe('/careers/success/');
    expect(stripLocale('/english/')).toBe('/english/');
  });

  it('switches language keeping the rest of the path', () => {
    expect(switchLocalePath('/en/careers/apply/', 'tr')).toBe('/tr/careers/apply/');
    expect(switchLocalePath('/es/es/geo/', 'fr')).toBe('/fr/geo/');
    expect(switchLocalePath('/about/', 'es')).toBe('/es/about/');
  });
});
