// Icons. Every icon is decorative (aria-hidden): the control around it carries the accessible name. An icon is an empty
// <span> drawn by the stylesheet (styles/icons.css masks it with styles/icons/<name>.svg, in currentColor), so a page
// carries a class name per icon rather than its shapes: the navbar, the drawer and the breadcrumbs repeat a dozen.
import type { JSX } from 'react';
import { cachedMarkup } from './markup-cache.ts';

interface IconProps {
  className?: string;
  /** Width and height in CSS pixels: one of ICON_SIZES. */
  size?: number;
}

/** The sizes styles/icons.css has a class for (`icon--s<size>`). */
export const ICON_SIZES = [13, 14, 16, 18, 20, 24, 28] as const;

/** The names of the icons: styles/icons/<name>.svg, class `icon--<name>`. */
export const ICON_NAMES = [
  'home',
  'external',
  'sun',
  'moon',
  'menu',
  'close',
  'globe',
  'search',
  'edit',
  'folder',
  'document',
  'chevron',
] as const;

type IconName = (typeof ICON_NAMES)[number];

/** The whole markup of an icon, rendered once: for an element that holds the icon alone (`dangerouslySetInnerHTML`). */
export function iconHtml(icon: (props: IconProps) => JSX.Element, props: IconProps = {}): { __html: string } {
  return { __html: cachedMarkup(icon, props) };
}

function Icon(props: IconProps & { name: IconName; defaultSize?: number }): JSX.Element {
  const size = props.size ?? props.defaultSize ?? 20;
  const classes = `icon icon--${props.name} icon--s${size}`;
  return <span className={props.className ? `${classes} ${props.className}` : classes} aria-hidden="true" />;
}

/** A house: the first breadcrumb. */
export function HomeIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="home" />;
}

/** An arrow leaving a box: marks links that leave the site. */
export function ExternalLinkIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="external" defaultSize={13} />;
}

/** A sun: shown in dark mode (switch to light). */
export function SunIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="sun" />;
}

/** A crescent moon: shown in light mode (switch to dark). */
export function MoonIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="moon" />;
}

/** Three bars: the mobile menu button. */
export function MenuIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="menu" defaultSize={24} />;
}

/** A cross: close buttons. */
export function CloseIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="close" />;
}

/** A globe: the locale switcher. */
export function GlobeIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="globe" />;
}

/** A magnifying glass: the search box. */
export function SearchIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="search" defaultSize={18} />;
}

/** A pencil: the "Edit this page" link. */
export function EditIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="edit" defaultSize={16} />;
}

/** A folder: category cards. */
export function FolderIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="folder" defaultSize={28} />;
}

/** A sheet of paper: document cards. */
export function DocumentIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="document" defaultSize={28} />;
}

/** A chevron pointing down: dropdown toggles. */
export function ChevronIcon(props: IconProps): JSX.Element {
  return <Icon {...props} name="chevron" defaultSize={14} />;
}
