declare namespace App {
  /** Set by src/middleware.ts for every page, at build time for the pre-rendered ones. */
  interface Locals {
    /** The page's language: its address's, or the default language on a language-neutral page. */
    lang: import('./config/locales').Locale;
    /** False on the language-neutral pages: `/`, the root 404 page and the unprefixed `/careers/success/`. */
    localized: boolean;
    /** The page language's texts, e.g. `t('common:nav.about')`; keys are typed by locales/en/. */
    t: import('./i18n').T;
    /** A structured entry of the texts, parsed by its schema. */
    tObject: import('./i18n').TObject;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates on view or first use and keeps the visitor's first actions (src/islands/directives/intent.ts). */
    'client:intent'?: import('./islands/directives/intent').IntentOptions | boolean;
  }
}
