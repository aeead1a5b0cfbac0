import type { Dictionary } from '../dictionary';

/** Der Rahmen des Regel-Bildschirms; die Regeln selbst stehen in rule-texts.ts. */
export const rulesBookStrings: Dictionary['rulesBook'] = {
  title: 'Regeln',
  open: 'Regeln',
  back: 'Zurück zu den Listen',
  intro:
    'Warum ist ein Spiel so viel wert, wie die App sagt? Hier stehen die Regeln, nach denen sie zählt: die Internationale Skatordnung (ISkO), die Turnierliste und die Hausregeln, die eine Liste einschalten kann. Die Nummern sind die Regelnummern der ISkO, dieselben wie in den Erklärungen.',
  contents: 'Inhalt',
  examples: 'Beispiele',
  unknownSection: (id) => `Eine Regel „${id}“ gibt es hier nicht. Alle Regeln stehen unten.`,
  chapters: {
    isko: 'Was ein Spiel wert ist (ISkO)',
    lists: 'Die Liste',
    house: 'Hausregeln',
  },
};
