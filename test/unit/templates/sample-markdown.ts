// Rendered-markdown samples shaped like the markdown stage's output (code blocks, admonitions, details, embeds…).

const token = (kind: string, text: string): string => `<span class="tok-${kind}">${text}</span>`;

/** A highlighted code block (class-based tokens) with a title, a marked line and a copy button. */
export const sampleCodeBlock = `<div class="code-block" data-language="ts"><div class="code-block-title">player.ts</div><pre class="tokens language-ts" tabindex="0"><code>${[
  `<span class="line">${token('keyword', 'import')} { ${token('type', 'AudioEngine')} } ${token('keyword', 'from')} ${token('string', '&#x27;./engine&#x27;')};</span>`,
  '<span class="line"></span>',
  `<span class="line highlighted">${token('keyword', 'const')} player = ${token('keyword', 'new')} ${token('type', 'AudioEngine')}();</span>`,
  `<span class="line">player.${token('title', 'play')}(${token('string', '&quot;kepler-47&quot;')}); ${token('comment', '// starts at 0')}</span>`,
].join(
  '\n',
)}</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard" data-copy>Copy</button></div>`;

const admonition = (type: string, title: string, body: string): string =>
  `<div class="admonition admonition-${type}" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>${title}</p><div class="admonition-content"><p>${body}</p></div></div>`;

/** A doc body exercising every markup the markdown stage emits. */
export const sampleDocHtml = [
  '<p>The Interplanetary Players turn a planet into a record you can play. This page shows <strong>every</strong> element the theme styles, with <a href="/docs/user-guide/int-players/tutorials">a link</a> and <code>inline code</code>.</p>',
  '<h2 id="getting-started" tabindex="-1">Getting started<a class="heading-anchor" href="#getting-started" aria-hidden="true" tabindex="-1">#</a></h2>',
  '<p>Open a player in a recent browser. On an iPhone, unmute the device first.</p>',
  sampleCodeBlock,
  '<h3 id="controls" tabindex="-1">Controls<a class="heading-anchor" href="#controls" aria-hidden="true" tabindex="-1">#</a></h3>',
  '<ul><li>Play and pause</li><li>X, Y and Z knobs</li><li>Balance buttons</li></ul>',
  '<ul class="contains-task-list"><li class="task-list-item"><label class="task-list-item-label"><input class="task-list-item-checkbox" type="checkbox" disabled checked> Unmute the device</label></li><li class="task-list-item"><label class="task-list-item-label"><input class="task-list-item-checkbox" type="checkbox" disabled> Press play</label></li></ul>',
  admonition('note', 'Note', 'Knobs are dragged like sliders.'),
  admonition('tip', 'Tip', 'Hold a Balance button to see a hint.'),
  admonition('info', 'Info', 'Transit modes share one data set.'),
  admonition('warning', 'Warning', 'Data-driven modes ignore manual changes.'),
  admonition('danger', 'Danger', 'Very loud output can damage hearing.'),
  admonition('caution', 'Caution', 'Stacking many layers needs a fast device.'),
  '<h3 id="modes" tabindex="-1">Modes<a class="heading-anchor" href="#modes" aria-hidden="true" tabindex="-1">#</a></h3>',
  '<table><thead><tr><th>Mode</th><th class="text-center">Time scale</th><th>Driven by</th><th>Notes about the mode in a longer cell</th></tr></thead><tbody><tr><td>xJam</td><td>—</td><td>You</td><td>Manual XYZ control</td></tr><tr><td>Transit I</td><td class="text-center">1 min ≈ 24 h</td><td>Transit data</td><td>Knobs follow the transit</td></tr><tr><td>Orbit V</td><td class="text-center">1 min ≈ 24 h</td><td>Orbital periods</td><td>Kepler-47 planets</td></tr></tbody></table>',
  '<h2 id="questions" tabindex="-1">Questions<a class="heading-anchor" href="#questions" aria-hidden="true" tabindex="-1">#</a></h2>',
  '<details class="details"><summary>Can several cards play at once?</summary><div class="details-content"><p id="several-cards">Yes: each card adds a layer.</p></div></details>',
  '<blockquote><p>A planet is a vinyl record plus one dimension.</p></blockquote>',
  '<figure class="embed"><div class="embed-frame"><iframe src="/embed-sample.html" title="Sample player" loading="lazy" allow="fullscreen"></iframe></div><figcaption><p class="embed-link"><a href="/embed-sample.html" target="_blank" rel="noopener noreferrer">Open Sample player in a new tab</a></p></figcaption></figure>',
  '<div class="embed embed-fallback"><p class="embed-link"><a href="/embed-sample.html" target="_blank" rel="noopener noreferrer">Interplanetary Players Series (video)</a></p></div>',
  // Ids that match browser or library globals must not confuse the script (named access on window).
  '<h4 id="location" tabindex="-1">Location<a class="heading-anchor" href="#location" aria-hidden="true" tabindex="-1">#</a></h4><p id="fuse">Where the players run: in the browser.</p>',
  '<h2 id="reference" tabindex="-1">Reference<a class="heading-anchor" href="#reference" aria-hidden="true" tabindex="-1">#</a></h2>',
  '<ol><li>Orosz et al. 2019</li><li>Kepler-47 data</li></ol>',
  '<hr>',
  '<p>The end of the sample page.</p>',
].join('\n');
