// The kit brings React DOM, which looks for a document once, when loaded: a run may load this file first.
import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { hashKey } from '@tanstack/react-query';
import { urlOf } from '@tightlines/kit';
import { firstReads } from '@tightlines/kit/first-reads';
import { tournamentsRoutes } from '@tightlines/contracts';
import { keys } from './tournaments.ts';

describe("tournaments: the first screen's read the shell starts early is the list's own", () => {
  it('the list unfiltered, as the page opens', () => {
    const opened = { search: undefined, status: undefined, location: undefined };
    expect(hashKey(firstReads.tournaments().key)).to.equal(hashKey(keys.list(opened)));
    expect(firstReads.tournaments().url).to.equal(urlOf(tournamentsRoutes.listTournaments, { query: opened }));
  });
});
