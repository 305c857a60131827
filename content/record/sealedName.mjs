/**
 * What a sealed pick's page and previews say after its id: nothing of what was picked. Plain
 * JavaScript so that `npm run record:verify` holds every sealed page to these words with Node alone.
 */
export const sealedName = 'sealed until the start';
