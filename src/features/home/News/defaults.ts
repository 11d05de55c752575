export const newsSectionDefaults = {
  isActive: true,
  badgeText: 'Actualités',
  title: 'Dernières Actualités',
  description: "Suivez nos chantiers, nos événements et la vie de l'entreprise.",
  showBadge: true,
  maxDisplay: 6,
}
