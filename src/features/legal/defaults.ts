import { COMPANY_NAME } from '@/lib/company'
import { lexicalFromParagraphs } from '@/lib/lexical'
import { fr } from '@/i18n/site/fr'

/**
 * The seeded texts. The pages add what the server knows (the privacy notice's retention periods,
 * the legal notice's contact details from the general settings), so these texts never state them.
 */
export const legalPagesDefaults = {
  privacy: {
    title: fr.legalPages.privacy.title,
    content: lexicalFromParagraphs([
      `${COMPANY_NAME} respecte la loi n° 2017-28 du 3 mai 2017 relative à la protection des données à caractère personnel au Niger. Cette page dit quelles données le site recueille, pourquoi, combien de temps elles sont gardées et comment exercer vos droits.`,
      '## Données que vous nous envoyez',
      'Le formulaire de demande de devis recueille votre nom, votre adresse email, votre téléphone et, si vous les donnez, votre entreprise, l’objet, le service et le budget envisagés ainsi que votre message. Ces données servent uniquement à étudier votre demande et à vous répondre.',
      'L’inscription à la newsletter recueille votre adresse email. Elle n’est active qu’après votre confirmation par le lien reçu, et chaque envoi contient un lien de désinscription en un clic.',
      '## Mesure d’audience',
      'Le site compte ses pages vues sans cookie ni outil tiers : l’adresse de la page, son titre, la provenance de la visite (moteur de recherche, réseau social, lien direct…) et sa durée. Votre adresse IP n’est jamais enregistrée : avec le nom de votre navigateur, elle sert seulement à calculer un identifiant de visite qui change chaque jour. Les pages vues détaillées sont effacées après la durée indiquée plus bas ; seuls des bilans quotidiens anonymes sont conservés.',
      '## Destinataires',
      `Vos données sont réservées à l’équipe de ${COMPANY_NAME}. Les emails (accusé de réception, réponses, newsletter) passent par notre serveur de messagerie. Nous ne vendons ni ne louons vos données, et nous ne les transmettons à aucun tiers à des fins commerciales.`,
      '## Vos droits',
      'Vous pouvez demander à consulter, corriger ou supprimer les données qui vous concernent, ou vous opposer à leur utilisation, en écrivant à l’adresse email indiquée plus bas. Nous répondons dans un délai d’un mois. Vous pouvez aussi saisir la Haute Autorité de Protection des Données à caractère Personnel (HAPDP) du Niger.',
    ]),
  },
  terms: {
    title: fr.legalPages.terms.title,
    content: lexicalFromParagraphs([
      `Les présentes conditions s’appliquent aux prestations, locations et ventes de ${COMPANY_NAME}. Toute commande ou réservation vaut acceptation de ces conditions, complétées le cas échéant par le devis ou le contrat signé, qui prévalent.`,
      '## Devis',
      'Les estimations affichées sur le site, notamment celles du calculateur de location, sont indicatives. Seul un devis écrit, établi après étude de votre demande, engage l’entreprise. Sauf mention contraire, un devis est valable 30 jours.',
      '## Prix et paiement',
      'Les prix sont exprimés en francs CFA (FCFA), hors taxes sauf mention contraire. Les conditions de paiement (acompte, échéances) sont celles du devis accepté.',
      '## Location d’engins et de matériel',
      'La durée de location court de la mise à disposition à la restitution du matériel. Le locataire utilise le matériel conformément à sa destination, en assure la garde et le restitue dans l’état où il l’a reçu, hors usure normale. Une caution peut être demandée. Le transport, le carburant et l’opérateur sont facturés selon le devis.',
      '## Vente de véhicules et d’équipements',
      'La propriété est transférée au paiement complet du prix. Les véhicules et équipements sont livrés avec les documents et garanties indiqués au contrat de vente.',
      '## Litiges',
      'Les présentes conditions sont soumises au droit nigérien. En cas de désaccord, une solution amiable est recherchée en priorité ; à défaut, les tribunaux compétents du Niger sont saisis.',
    ]),
  },
  notice: {
    title: fr.legalPages.notice.title,
    content: lexicalFromParagraphs([
      '## Éditeur du site',
      `Le site est édité par ${COMPANY_NAME}, entreprise multisectorielle de droit nigérien : BTP et travaux publics, hydraulique, location et vente d’engins, automobile, électronique et commerce général. Ses coordonnées figurent plus bas.`,
      '## Propriété intellectuelle',
      `Les textes, photographies, logos et marques présents sur le site appartiennent à ${COMPANY_NAME} ou à leurs auteurs. Toute reproduction sans autorisation écrite est interdite.`,
      '## Responsabilité',
      'Les informations du site sont données à titre indicatif et mises à jour régulièrement. Les prix, disponibilités et caractéristiques des équipements sont confirmés par devis.',
      '## Données personnelles',
      'Le traitement de vos données est décrit dans la politique de confidentialité.',
    ]),
  },
}
