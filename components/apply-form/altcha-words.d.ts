// ALTCHA ships its French and Spanish words as fr-fr and es-es without types of their own (only fr and es
// have them, with no module behind): importing one only registers its strings.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/es-es';
