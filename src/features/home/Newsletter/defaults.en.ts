import type { newsletterDefaults } from './defaults'

/** The newsletter section's defaults in English (#45). */
export const newsletterDefaultsEn: typeof newsletterDefaults = {
  isActive: true,
  badgeText: 'Newsletter',
  title: 'Stay informed',
  description: 'Receive our rental offers, our new equipment and our latest news.',
  showBadge: true,
  placeholderText: 'Your email address',
  buttonText: 'Subscribe',
  successMessage: 'Thank you for subscribing!',
  showPrivacyText: true,
  privacyText:
    'We respect your privacy: your address will never be shared. You can unsubscribe at any time.',
}
