// Reading the theme's custom properties out of a stylesheet: light values from `:root`, dark ones from the dark block.
import { describe, expect, it } from 'vitest';
import { cssTokens, tokenUse } from '../../../scripts/docs-reference/css-tokens.ts';

const css = `/* Light by default, dark under [data-theme='dark']. */
:root {
  --c-bg: #ffffff;
  /* a comment with --c-fake: red; inside */
  --c-link: oklch(
    from var(--docsgen-color-primary) min(l, 0.5) c h
  );
  --radius: 0.5rem;
}
@media screen {
  [data-theme='dark'] {
    --c-bg: #0b0c10;
    --c-only-dark: #123456;
  }
}
`;

describe('cssTokens', () => {
  it('takes the light values from :root and the dark ones from the dark block, comments left out', () => {
    expect(cssTokens(css)).toEqual([
      { name: '--c-bg', light: '#ffffff', dark: '#0b0c10' },
      {
        name: '--c-link',
        light: 'oklch(from var(--docsgen-color-primary) min(l, 0.5) c h)',
        dark: undefined,
      },
      { name: '--radius', light: '0.5rem', dark: undefined },
      { name: '--c-only-dark', light: '—', dark: '#123456' },
    ]);
  });

  it('describes a property by its longest known prefix', () => {
    expect(tokenUse('--c-brand-on-dark')).toContain('dark surfaces');
    expect(tokenUse('--c-brand')).toContain('decorative');
    expect(tokenUse('--no-such-thing')).toBeUndefined();
  });
});
