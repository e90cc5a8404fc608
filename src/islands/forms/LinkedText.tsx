/** A sentence with one link inside, written by translators as "... {{link}} ...". */
export interface LinkedTextParts {
  text: string;
  link: string;
  href: string;
}

export function LinkedText({ text, link, href }: LinkedTextParts) {
  const [before, after = ''] = text.split('{{link}}');
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener">
        {link}
      </a>
      {after}
    </>
  );
}
