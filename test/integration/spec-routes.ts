// The routes SPEC §2 lists (with CONTENT.md's `{product}` = maar-world and its page names), as decoded routes.

/** The 45 API item names of SPEC §2. */
export const API_NAMES = [
  '2DGUI', '3DGUI', 'activateRadio', 'addEventListeners', 'alignCollapseMenu', 'AudioEngine', 'Controller',
  'CoreModule', 'cycleState', 'drawKnob', 'drawModeIndicator', 'drawSlider', 'drawSwitch', 'getPriority',
  'handleParamChange', 'hidetip', 'initializeAttributes', 'InputInterface', 'isActive', 'keydown', 'MAX_RETRIES',
  'onParameterChanged', 'Parameter', 'pointerdown', 'pointermove', 'pointerup', 'processColors', 'redraw',
  'removeEventListeners', 'setupCanvas', 'setupLabel', 'setupResizeObserver', 'setValue', 'showtip', 'Subscriber',
  'toggleState', 'Transformation', 'triggerKick', 'updateLinkedParam', 'updateTooltip', 'updateValueFromPointer',
  'updateValueFromPointerRel', 'validateValue', 'WebAudioControls', 'wheel',
];

/** Prefix of the mirrored API pages. */
export const MIRROR_PREFIX = '/docs/api/i18n/en/docusaurus-plugin-content-docs/current/api/';

/** Every route of SPEC §2 except the API pages and the catch-all. */
export const SPEC_ROUTES = [
  '/',
  '/search',
  '/markdown-page',
  '/blog',
  '/blog/authors',
  '/blog/authors/docs-team',
  '/blog/authors/all-dev-team-articles',
  '/docs/',
  '/docs/user-guide/',
  ...['intro', 'nfc', 'skysounds', 'sustainability', 'tutorials'].map((p) => `/docs/user-guide/ent-cards/${p}`),
  ...['intro', 'how-to-use', 'tutorials'].map((p) => `/docs/user-guide/int-players/${p}`),
  ...['intro', 'ent', 'faq', 'glossary', 'Privacy', 'rX', 'Terms&Conditions'].map((p) => `/docs/user-guide/maar-world/${p}`),
  '/docs/developers-guide/',
  '/docs/developers-guide/int-players/Introduction',
  '/docs/category/ent-cards',
  '/docs/category/interplanetary-players',
  '/docs/category/interplanetary-players-1',
  '/docs/category/maar-world',
];
