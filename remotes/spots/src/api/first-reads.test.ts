// The kit brings React DOM, which looks for a document once, when loaded: a run may load this file first.
import '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { hashKey } from '@tanstack/react-query';
import { urlOf } from '@tightlines/kit';
import { firstReads } from '@tightlines/kit/first-reads';
import { spotsRoutes } from '@tightlines/contracts';
import { keys } from './keys.ts';
import { filterQuery, NO_FILTER } from '../list/SpotsFilterCard.tsx';
import { DEFAULT_HEAT_FILTER, toQuery } from '../heatmap/HeatFilters.tsx';

describe("spots: the first screen's reads the shell starts early are the page's own", () => {
  it('the directory, unfiltered as the page opens', () => {
    const opened = filterQuery(NO_FILTER);
    expect(hashKey(firstReads.spotsDirectory().key)).to.equal(hashKey(keys.directory(opened)));
    expect(firstReads.spotsDirectory().url).to.equal(urlOf(spotsRoutes.directory, { query: opened as never }));
  });

  it("the heat map with its default filter, as the heat map screen asks (toQuery) and useHeatmap sends it ('all' left out)", () => {
    const sent = Object.fromEntries(
      Object.entries(toQuery(DEFAULT_HEAT_FILTER, 'all')).filter(
        ([key, value]) => !((key === 'waterType' || key === 'species') && value === 'all'),
      ),
    );
    expect(hashKey(firstReads.spotsHeatmap().key)).to.equal(hashKey(keys.heatmap(sent)));
    expect(firstReads.spotsHeatmap().url).to.equal(urlOf(spotsRoutes.heatmap, { query: sent as never }));
  });

  it("a spot's detail as its link opens it: the Overview over 30 days, as SpotDetailDialog asks", () => {
    const read = firstReads.spotDetail('bighorn river');
    expect(hashKey(read.key)).to.equal(hashKey(keys.detail('bighorn river', '30d')));
    expect(read.url).to.equal(urlOf(spotsRoutes.detail, { params: { id: 'bighorn river' }, query: { timeRange: '30d' } as never }));
  });
});
