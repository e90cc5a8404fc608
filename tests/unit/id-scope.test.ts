import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { expect, it } from 'vitest';
import IdScope from '../../src/components/IdScope.astro';

it('prefixes the ids it holds and the references to them, and leaves other links alone', async () => {
  const container = await AstroContainer.create();
  const html = await container.renderToString(IdScope, {
    props: { prefix: 'cover-a' },
    slots: {
      default:
        '<svg><linearGradient id="bg"></linearGradient><rect fill="url(#bg)"></rect>' +
        '<use href="#bg"></use></svg><a href="#main">Skip</a>',
    },
  });
  expect(html).toContain('id="cover-a-bg"');
  expect(html).toContain('fill="url(#cover-a-bg)"');
  expect(html).toContain('<use href="#cover-a-bg">');
  expect(html).toContain('<a href="#main">');
  expect(html).not.toContain('id="bg"');
});
