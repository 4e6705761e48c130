// Brand marks for the footer's social links, simplified (lucide-react ships no brand icons).
const props = { viewBox: '0 0 24 24', 'aria-hidden': true, className: 'size-5', fill: 'currentColor' } as const;

export const FacebookIcon = () => (
  <svg {...props}>
    <path d="M14 8.5V6.8c0-.8.5-1.3 1.4-1.3H17V2.2A21 21 0 0 0 14.6 2C12.1 2 10.5 3.5 10.5 6.3v2.2H8v3.7h2.5V22H14v-9.8h2.7l.5-3.7Z" />
  </svg>
);

export const TwitterIcon = () => (
  <svg {...props}>
    <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
  </svg>
);

export const InstagramIcon = () => (
  <svg {...props} fill="none" stroke="currentColor" strokeWidth={2}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
);

export const YoutubeIcon = () => (
  <svg {...props}>
    <path d="M22 12c0 2.6-.2 4.3-.5 5.2a2.7 2.7 0 0 1-1.9 1.9c-1.6.4-7.6.4-7.6.4s-6 0-7.6-.4a2.7 2.7 0 0 1-1.9-1.9C2.2 16.3 2 14.6 2 12s.2-4.3.5-5.2a2.7 2.7 0 0 1 1.9-1.9C6 4.5 12 4.5 12 4.5s6 0 7.6.4a2.7 2.7 0 0 1 1.9 1.9c.3.9.5 2.6.5 5.2ZM10 15.5l5.2-3.5L10 8.5v7Z" />
  </svg>
);
