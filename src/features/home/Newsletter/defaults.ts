export const newsletterDefaults = {
  isActive: true,
  badgeText: 'Newsletter',
  title: 'Restez informé',
  description: 'Recevez nos offres de location, nos nouveaux équipements et nos actualités.',
  showBadge: true,
  placeholderText: 'Votre adresse email',
  buttonText: "S'inscrire",
  successMessage: 'Merci pour votre inscription !',
  showPrivacyText: true,
  privacyText:
    'Nous respectons votre vie privée : votre adresse ne sera jamais partagée. Désinscription possible à tout moment.',
}
