/** How people reach Mealwise support (spec 000 sections 2 and 9). One place, so every page shows the same numbers. */
export const SUPPORT = {
  email: 'support@mealwise.app',
  privacyEmail: 'privacy@mealwise.app',
  phone: { display: '+91 80 4718 2290', href: 'tel:+918047182290' },
  phoneHours: 'Monday to Friday, 9 AM to 6 PM',
  timeZone: 'IST',
  whatsapp: {
    display: '+91 98450 12345',
    href: `https://wa.me/919845012345?text=${encodeURIComponent('Hi Mealwise, I need some help with my account.')}`,
  },
  operator: 'Mealwise Technologies Private Limited',
  city: 'Bengaluru, Karnataka, India',
} as const;

export const mailto = (address: string, subject?: string) =>
  subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
