import type { FramePlaceholderTexts } from '../../i18n/consent.ts';
import './FramePlaceholder.css';

interface Props {
  /** A prefix for the ids inside, unique on the page. */
  id: string;
  texts: FramePlaceholderTexts;
}

/**
 * What stands in the place of another site's frame until the visitor chooses to load it: what
 * would load and from whom, "Load" (this time) and "Always allow" (stored). It holds no state:
 * the buttons work through their data attributes (controls.ts), here as in a static page, and
 * whoever shows the frame follows the visitor's choice (frames.ts, the assistant's dialog).
 */
export default function FramePlaceholder({ id, texts }: Props) {
  const [before, after = ''] = texts.settings.text.split('{{link}}');
  return (
    <div
      className="frame-placeholder"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-frame-placeholder={texts.provider}
    >
      <p id={`${id}-title`} className="frame-placeholder__title">
        {texts.title}
      </p>
      <p id={`${id}-text`} className="frame-placeholder__text">
        {texts.text}
      </p>
      <div className="frame-placeholder__actions">
        <button type="button" className="button" data-consent-load={texts.provider}>
          {texts.load}
        </button>
        <button type="button" className="button button--ghost" data-consent-allow={texts.provider}>
          {texts.always}
        </button>
      </div>
      <p className="frame-placeholder__note">
        {before}
        <a href={texts.settings.href}>{texts.settings.link}</a>
        {after}
      </p>
      <noscript>
        <p className="frame-placeholder__note">{texts.noscript}</p>
      </noscript>
    </div>
  );
}
