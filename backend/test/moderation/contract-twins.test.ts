import { expect } from 'chai';
import {
  COMMUNITY_GUIDELINES,
  MODERATION_LIMITS,
  MODERATION_PAGES,
  MODERATION_ACTIONS,
  REMOVABLE_KINDS,
  REPORTABLE_KINDS,
  REPORT_REASONS,
} from '@tightlines/contracts';
import { GUIDELINE_IDS } from '../../src/modules/moderation/domain/guidelines.ts';
import { REPORT_REASON_IDS } from '../../src/modules/moderation/domain/report-reason.ts';
import {
  REMOVABLE_KINDS as DOMAIN_REMOVABLE,
  REPORTABLE_KINDS as DOMAIN_KINDS,
} from '../../src/modules/moderation/domain/reportable-kind.ts';
import { ACTION_KINDS } from '../../src/modules/moderation/domain/action.ts';
import { AUTO_HIDE_REPORTERS } from '../../src/modules/moderation/domain/auto-hide.ts';
import { notificationLink } from '../../src/modules/notifications/domain/notification-text.ts';

/** The domain imports nothing from contracts: its lists are twins of the contract's, held equal here. */
describe('moderation: the domain and the contract name the same things', () => {
  it('the same reportable kinds, removable kinds, reasons, actions and guideline ids', () => {
    expect(DOMAIN_KINDS).to.deep.equal(REPORTABLE_KINDS);
    expect(DOMAIN_REMOVABLE).to.deep.equal(REMOVABLE_KINDS);
    expect(REPORT_REASON_IDS).to.deep.equal(REPORT_REASONS.map((r) => r.id));
    expect(ACTION_KINDS).to.deep.equal(MODERATION_ACTIONS);
    expect(GUIDELINE_IDS).to.deep.equal(COMMUNITY_GUIDELINES.map((g) => g.id));
    expect(AUTO_HIDE_REPORTERS).to.equal(MODERATION_LIMITS.autoHideReporters);
  });

  it('the labels the report dialog shows', () => {
    expect(REPORT_REASONS.map((r) => r.label)).to.deep.equal([
      'Spam',
      'Harassment or hate',
      'Violence or threats',
      'Nudity',
      'Illegal activity or poaching',
      'False information',
      'Other',
    ]);
  });

  it('notifications lead to the pages the contract names', () => {
    expect(notificationLink('moderation_statement', null, null)).to.equal(MODERATION_PAGES.statements);
    expect(notificationLink('report_dismissed', null, null)).to.equal(MODERATION_PAGES.guidelines);
  });
});
