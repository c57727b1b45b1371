import type { NamedMigration } from '../../../../../platform/db/database.ts';
import { Messaging20251125100200 } from './20251125100200_messaging.ts';
import { MessagesHidden20261128072100 } from './20261128072100_messages_hidden.ts';
import { DmAnglers20261128175838 } from './20261128175838_dm_anglers.ts';
import { DmInboxLastMessage20261128175839 } from './20261128175839_dm_inbox_last_message.ts';
import { ConversationEntries20261128205749 } from './20261128205749_conversation_entries.ts';
import { DmAnglersCardsCovered20261128212745 } from './20261128212745_dm_anglers_cards_covered.ts';
import { DmInboxOtherCard20261129000339 } from './20261129000339_dm_inbox_other_card.ts';
import { DmInboxVersions20261129032903 } from './20261129032903_dm_inbox_versions.ts';

export const messagingMigrations: NamedMigration[] = [
  { name: '20251125100200_messaging', class: Messaging20251125100200 },
  { name: '20261128072100_messages_hidden', class: MessagesHidden20261128072100 },
  { name: '20261128175838_dm_anglers', class: DmAnglers20261128175838 },
  { name: '20261128175839_dm_inbox_last_message', class: DmInboxLastMessage20261128175839 },
  { name: '20261128205749_conversation_entries', class: ConversationEntries20261128205749 },
  { name: '20261128212745_dm_anglers_cards_covered', class: DmAnglersCardsCovered20261128212745 },
  { name: '20261129000339_dm_inbox_other_card', class: DmInboxOtherCard20261129000339 },
  { name: '20261129032903_dm_inbox_versions', class: DmInboxVersions20261129032903 },
];
