/**
 * Responsible-gambling help shown in the footer of every page. Confirm every number on
 * ncpgambling.org and the services' own sites before launch (docs/operating.md, "Launch checklist").
 */

export type HelpContact = {
  label: string;
  /** What the visitor reads, for example "1-800-MY-RESET (1-800-697-3738)". */
  text: string;
  href: string;
};

export type HelpResource = {
  name: string;
  description: string;
  contacts: readonly HelpContact[];
};

export const nationalHelpline: HelpResource = {
  name: 'National Problem Gambling Helpline',
  description: 'Free, confidential and open 24/7, run by the National Council on Problem Gambling.',
  contacts: [
    { label: 'Call', text: '1-800-MY-RESET (1-800-697-3738)', href: 'tel:+18006973738' },
    { label: 'or', text: '1-800-522-4700', href: 'tel:+18005224700' },
    { label: 'Text', text: '800GAM', href: 'sms:800426' },
    { label: 'Chat at', text: 'ncpgambling.org', href: 'https://www.ncpgambling.org/help-treatment/' },
  ],
};

export const otherHelp: readonly HelpResource[] = [
  {
    name: 'New York HOPEline',
    description: 'For New York residents, 24/7.',
    contacts: [
      { label: 'Call', text: '1-877-8-HOPENY (1-877-846-7369)', href: 'tel:+18778467369' },
      { label: 'Text HOPENY to', text: '467369', href: 'sms:467369?body=HOPENY' },
    ],
  },
  {
    name: 'Gamblers Anonymous',
    description: 'Meetings in person and online.',
    contacts: [
      { label: 'Find a meeting at', text: 'gamblersanonymous.org', href: 'https://www.gamblersanonymous.org/' },
    ],
  },
  {
    name: '988 Suicide & Crisis Lifeline',
    description: 'If you are in crisis or thinking about harming yourself.',
    contacts: [
      { label: 'Call', text: '988', href: 'tel:988' },
      { label: 'Text', text: '988', href: 'sms:988' },
    ],
  },
];
