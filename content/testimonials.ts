export type Rating = 1 | 2 | 3 | 4 | 5;

export type Testimonial = {
  name: string;
  role: string;
  content: string;
  rating: Rating;
};

export type SampleSlip = {
  sportsbook: string;
  bet: string;
  /** American odds, such as -110 or +135. */
  odds: number;
  /** Units risked, as the ledger writes a stake (content/record/settings.mjs says what a unit is). */
  stake: number;
};

export const testimonialsSection = {
  title: 'What members say',
  intro: 'What changed for them, in their words.',
  quoteSampleLabel: 'Sample quote',
  disclaimer:
    'Individual results vary. Past results do not guarantee future results, and no pick is certain. Bet only what you can afford to lose.',
  slipsTitle: 'What a receipt looks like',
  slipsIntro:
    'Sample slips in the format we post: the book, the bet, the odds, what we risk and what it wins on top of the stake, in dollars and in units.',
  slipLabel: 'Sample slip',
  /** The slip's figures, named as US sportsbooks name them. */
  slipFigures: { odds: 'Odds', stake: 'Risk', toWin: 'To win' },
  /** A dollar amount and its units: "$110 (1.1 u)". */
  inUnits: (dollars: string, units: string) => `${dollars} (${units} u)`,
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Marcus T.',
    role: 'NFL and college football, member since 2024',
    content:
      'I paid for three services before this one. This is the first where I could see the bet was actually placed before the game started.',
    rating: 5,
  },
  {
    name: 'Dana R.',
    role: 'NBA bettor, member since 2023',
    content:
      'The unit sizing lessons did more for me than any single pick. I bet smaller now and I stopped chasing losses.',
    rating: 5,
  },
  {
    name: 'Luis G.',
    role: 'MLB and NHL, member since 2024',
    content:
      'Losing days get posted the same way as winning ones. That is the reason I trust the rest of what they post.',
    rating: 4,
  },
  {
    name: 'Priya S.',
    role: 'New to betting, member since 2025',
    content:
      'I started with no idea what line shopping was. Ten minutes a day and I understand why the number matters.',
    rating: 5,
  },
];

export const sampleSlips: readonly SampleSlip[] = [
  {
    sportsbook: 'Northline Sportsbook',
    bet: 'Miami Dolphins at Buffalo Bills: Buffalo Bills -3.5',
    odds: -110,
    stake: 1.1,
  },
  { sportsbook: 'Harbor Sports', bet: 'Boston Celtics at New York Knicks: Under 221.5', odds: -105, stake: 1.05 },
  {
    sportsbook: 'Summit Bet',
    bet: 'San Diego Padres at Los Angeles Dodgers: Los Angeles Dodgers moneyline',
    odds: 135,
    stake: 0.5,
  },
];
