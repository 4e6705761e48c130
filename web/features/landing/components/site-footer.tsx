import { Link } from 'react-router';
import { APP_NAME } from '../../../../domain/app';
import { FacebookIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from './social-icons';

/** Spec 000 section 2: the footer's year. */
export const FOOTER_YEAR = 2024;

const GROUPS = [
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/refund-policy', label: 'Refund & Cancellation' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/help', label: 'Help Center' },
    ],
  },
];

const SOCIAL = [
  { name: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/mealwise', Icon: FacebookIcon },
  { name: 'twitter', label: 'Twitter', href: 'https://twitter.com/mealwise', Icon: TwitterIcon },
  { name: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/mealwise', Icon: InstagramIcon },
  { name: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@mealwise', Icon: YoutubeIcon },
];

/** The landing footer: hidden on mobile-sized screens, shown from 768 px (spec 000 section 2). */
export function SiteFooter() {
  return (
    <footer className="hidden border-t border-line/60 bg-surface/50 md:block">
      <div className="mx-auto grid w-full max-w-7xl grid-cols-[2fr_1fr_1fr] gap-10 px-4 py-12">
        <div>
          <p className="text-lg font-black">{APP_NAME}</p>
          <p className="mt-2 max-w-sm text-sm text-muted">
            Smart meal planning for busy weeks: recipes, weekly plans and grocery lists in one place.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {SOCIAL.map(({ name, label, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${APP_NAME} on ${label}`}
                  className="flex size-10 items-center justify-center rounded-full bg-surface-2 text-muted hover:bg-line hover:text-ink"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-extrabold tracking-wide uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted hover:text-ink">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line/60">
        <p className="mx-auto w-full max-w-7xl px-4 py-5 text-xs text-muted">
          © {FOOTER_YEAR} {APP_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
