// Inline SVG icons. Every icon is decorative (aria-hidden): the control around it carries the accessible name.
import type { JSX } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cachedMarkup } from './markup-cache.ts';

interface IconProps {
  className?: string;
  size?: number;
}

// Pure memo: each icon's shapes are rendered once to a string (they never change) and written into its <svg>.
const shapesMarkupMemo = new WeakMap<JSX.Element, string>();

function markupOf(shapes: JSX.Element): string {
  let html = shapesMarkupMemo.get(shapes);
  if (html === undefined) {
    // Rendered inside an <svg> (as on the page), then the <svg></svg> around them is cut off.
    html = renderToStaticMarkup(<svg>{shapes}</svg>).slice('<svg>'.length, -'</svg>'.length);
    shapesMarkupMemo.set(shapes, html);
  }
  return html;
}

/** The whole markup of an icon, rendered once: for an element that holds the icon alone (`dangerouslySetInnerHTML`). */
export function iconHtml(icon: (props: IconProps) => JSX.Element, props: IconProps = {}): { __html: string } {
  return { __html: cachedMarkup(icon, props) };
}

function Svg(props: IconProps & { shapes: JSX.Element; viewBox?: string }): JSX.Element {
  const size = props.size ?? 20;
  return (
    <svg
      className={props.className ? `icon ${props.className}` : 'icon'}
      width={size}
      height={size}
      viewBox={props.viewBox ?? '0 0 24 24'}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      dangerouslySetInnerHTML={{ __html: markupOf(props.shapes) }}
    />
  );
}

const HOME_SHAPES = (
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </>
);
/** A house: the first breadcrumb. */
export function HomeIcon(props: IconProps): JSX.Element {
  return <Svg {...props} shapes={HOME_SHAPES} />;
}

const EXTERNAL_LINK_SHAPES = (
  <>
    <path d="M14 4h6v6" />
    <path d="M20 4 10 14" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>
);
/** An arrow leaving a box: marks links that leave the site. */
export function ExternalLinkIcon(props: IconProps): JSX.Element {
  return <Svg size={13} {...props} shapes={EXTERNAL_LINK_SHAPES} />;
}

const SUN_SHAPES = (
  <>
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>
);
/** A sun: shown in dark mode (switch to light). */
export function SunIcon(props: IconProps): JSX.Element {
  return <Svg {...props} shapes={SUN_SHAPES} />;
}

const MOON_SHAPES = (
  <>
    <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
  </>
);
/** A crescent moon: shown in light mode (switch to dark). */
export function MoonIcon(props: IconProps): JSX.Element {
  return <Svg {...props} shapes={MOON_SHAPES} />;
}

const MENU_SHAPES = (
  <>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </>
);
/** Three bars: the mobile menu button. */
export function MenuIcon(props: IconProps): JSX.Element {
  return <Svg size={24} {...props} shapes={MENU_SHAPES} />;
}

const CLOSE_SHAPES = (
  <>
    <path d="M6 6l12 12M18 6 6 18" />
  </>
);
/** A cross: close buttons. */
export function CloseIcon(props: IconProps): JSX.Element {
  return <Svg {...props} shapes={CLOSE_SHAPES} />;
}

const GLOBE_SHAPES = (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </>
);
/** A globe: the locale switcher. */
export function GlobeIcon(props: IconProps): JSX.Element {
  return <Svg {...props} shapes={GLOBE_SHAPES} />;
}

const SEARCH_SHAPES = (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>
);
/** A magnifying glass: the search box. */
export function SearchIcon(props: IconProps): JSX.Element {
  return <Svg size={18} {...props} shapes={SEARCH_SHAPES} />;
}

const EDIT_SHAPES = (
  <>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>
);
/** A pencil: the "Edit this page" link. */
export function EditIcon(props: IconProps): JSX.Element {
  return <Svg size={16} {...props} shapes={EDIT_SHAPES} />;
}

const FOLDER_SHAPES = (
  <>
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2.5h8a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />
  </>
);
/** A folder: category cards. */
export function FolderIcon(props: IconProps): JSX.Element {
  return <Svg size={28} {...props} shapes={FOLDER_SHAPES} />;
}

const DOCUMENT_SHAPES = (
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>
);
/** A sheet of paper: document cards. */
export function DocumentIcon(props: IconProps): JSX.Element {
  return <Svg size={28} {...props} shapes={DOCUMENT_SHAPES} />;
}

const CHEVRON_SHAPES = (
  <>
    <path d="m6 9 6 6 6-6" />
  </>
);
/** A chevron pointing down: dropdown toggles. */
export function ChevronIcon(props: IconProps): JSX.Element {
  return <Svg size={14} {...props} shapes={CHEVRON_SHAPES} />;
}
