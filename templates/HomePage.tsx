// The home page: hero, feature cards and an optional markdown body.
import type { JSX } from 'react';
import { borrowedLanguage } from './base-props.ts';
import type { HomePageProps } from './props.ts';
import { MAIN_ID } from './Layout.tsx';
import { SiteLink } from './Link.tsx';
import { themeComponent, type HomePageHeroProps } from './theme-components.ts';

/** Renders the body of the home page. */
export function HomePage(props: HomePageProps): JSX.Element {
  const { hero, features } = props;
  const borrowed = borrowedLanguage(props.untranslated);
  const Hero = themeComponent('HomePageHero', HomePageHero);
  return (
    <div className="main-wrapper" data-page-root="">
      <main id={MAIN_ID} tabIndex={-1} className="home">
        <Hero hero={hero} />
        {features.length > 0 ? (
          <section className="features" aria-label={props.chrome.strings.features}>
            <div className="features__grid" data-columns={featureColumns(features.length)}>
              {features.map((feature) => (
                <div className="feature card" key={feature.title}>
                  {feature.iconSrc ? (
                    <img className="feature__icon" src={feature.iconSrc} alt="" width={56} height={56} />
                  ) : feature.iconText ? (
                    <span className="feature__icon feature__icon--text" aria-hidden="true">
                      {feature.iconText}
                    </span>
                  ) : null}
                  <h2 className="feature__title">{feature.title}</h2>
                  <p className="feature__text">{feature.text}</p>
                  {feature.action ? (
                    <SiteLink
                      href={feature.action.href}
                      external={feature.action.external}
                      className="button button--outline"
                    >
                      {feature.action.label}
                    </SiteLink>
                  ) : null}
                </div>
              ))}
            </div>
          </section>
        ) : null}
        {props.html ? (
          <div className="container home__body">
            <div className="markdown" {...borrowed} dangerouslySetInnerHTML={{ __html: props.html }} />
          </div>
        ) : null}
      </main>
    </div>
  );
}

// Starlight's variants in the theme's button styles (a minimal button has no fill and no border).
const VARIANT_CLASS = {
  primary: 'button--primary',
  secondary: 'button--outline',
  minimal: 'button--minimal',
};

/** The hero section: the site's title, tagline and call to action. */
export function HomePageHero(props: HomePageHeroProps): JSX.Element {
  const { hero } = props;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        {hero.image ? (
          <div className="hero__image">
            <img
              src={hero.image.src}
              alt={hero.image.alt}
              width={hero.image.width}
              height={hero.image.height}
            />
          </div>
        ) : null}
        <h1 className="hero__title" id="hero-title">
          {hero.title}
        </h1>
        <p className="hero__tagline">{hero.tagline}</p>
        {hero.actions ? (
          <div className="hero__actions">
            {hero.actions.map((action) => (
              <SiteLink
                key={`${action.label} ${action.href}`}
                href={action.href}
                external={action.external}
                className={`button ${VARIANT_CLASS[action.variant]} button--lg`}
              >
                {action.label}
                {action.iconSvg ? (
                  <span className="button__icon" dangerouslySetInnerHTML={{ __html: action.iconSvg }} />
                ) : null}
              </SiteLink>
            ))}
          </div>
        ) : hero.action ? (
          <div className="hero__actions">
            <SiteLink
              href={hero.action.href}
              external={hero.action.external}
              className="button button--primary button--lg"
            >
              {hero.action.label}
            </SiteLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Columns that fill every row for the number of cards (2 → 2, 3 → 3, 4 → 2 or 4, 6 → 3); an odd count above three takes three, its last row centred. */
export function featureColumns(count: number): number {
  if (count <= 3) return count;
  if (count % 3 === 0) return 3;
  return count % 2 === 0 ? 4 : 3;
}
