import { expect } from 'chai';
import { REPORT_EXCERPT_CHARS, reportExcerpt } from './report-excerpt.ts';

describe('moderation: the excerpt a report shows', () => {
  it('keeps short words whole and joins an item’s parts, skipping empty ones', () => {
    expect(reportExcerpt('Tight lines')).to.equal('Tight lines');
    expect(reportExcerpt(['Big pike', null, '', 'Caught: northern-pike'])).to.equal('Big pike — Caught: northern-pike');
    expect(reportExcerpt(null)).to.equal('');
  });

  it('cuts long words to the limit with an ellipsis, between characters', () => {
    const cut = reportExcerpt('a'.repeat(REPORT_EXCERPT_CHARS + 10));
    expect(cut).to.equal(`${'a'.repeat(REPORT_EXCERPT_CHARS - 1)}…`);
    const fish = reportExcerpt('🐟'.repeat(10), 5);
    expect(fish).to.equal('🐟🐟🐟🐟…');
  });
});
