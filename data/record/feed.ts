import { recordFeed as copy } from '@/content/record/feed';
import { resultLabels } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { pickPath, pickPreviewPath, recordFeeds, routes } from '@/content/routes';
import { site } from '@/content/site';
import { feedEntries, feedUpdated, type Feed } from '@/lib/record/presentation/feed';
import { buildDate } from '../buildDate.mjs';
import { siteConfig } from '../config';
import { getRecord } from './ledger';

let feed: Feed | undefined;

/**
 * The record's feed of this build, for both formats: dated by the ledger, as far as the build date
 * has reached, and by the build date only while it is empty.
 */
export function getRecordFeed(): Feed {
  if (feed) return feed;
  const { picks, sample } = getRecord();
  const url = (path: string) => `${siteConfig.url}${path}`;
  const entries = feedEntries(picks, {
    timeZone: recordSettings.timeZone,
    now: buildDate.toISOString(),
    limit: copy.entries,
    pickUrl: (id) => url(pickPath(id)),
    imageUrl: (id) => url(pickPreviewPath(id)),
    resultLabels,
    words: copy.words,
    sample,
  });
  const title = copy.title(site.name);
  feed = {
    title: sample ? copy.words.sample(title) : title,
    description: sample ? copy.sampleDescription(sample, copy.description) : copy.description,
    homePageUrl: url(routes.record),
    feedUrls: { atom: url(recordFeeds.atom), json: url(recordFeeds.json) },
    author: { name: site.name, url: siteConfig.url },
    updated: feedUpdated(entries, buildDate.toISOString()),
    entries,
  };
  return feed;
}
