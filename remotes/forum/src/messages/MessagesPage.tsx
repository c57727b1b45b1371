import { MessageCircle, MessagesSquare } from 'lucide-react';
import { Card, EmptyState, PageFrame, PageHeader } from '@tightlines/kit';

/** The two-pane messages frame (spec part 2 §2): conversations on the left, the chat on the right. */
export function MessagesPage() {
  return (
    <PageFrame>
      <PageHeader icon={<MessageCircle aria-hidden />} title="Messages" description="Talk with your mates." />
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <Card className="p-4">
          <h2 className="mb-3 font-semibold">Conversations</h2>
          <div className="flex min-h-40 flex-col items-center justify-center text-center text-muted-foreground md:h-[400px]">
            <p className="font-medium text-foreground">No conversations yet</p>
            <p className="text-sm">Start chatting with your mates!</p>
          </div>
        </Card>
        <EmptyState icon={<MessagesSquare aria-hidden />} title="Select a conversation" description="Pick a conversation to read and reply." />
      </div>
    </PageFrame>
  );
}
