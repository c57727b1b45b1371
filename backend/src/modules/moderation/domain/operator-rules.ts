/**
 * Who may decide what in the console. Nobody judges their own cause: an operator does not act on an
 * item they reported or wrote (another operator decides), nor decide an appeal of their own action or
 * their own appeal.
 */
export const isOwnContent = (operatorId: string, authorId: string | null): boolean => authorId === operatorId;

export const mayActOn = (operatorId: string, openReporterIds: readonly string[]): boolean => !openReporterIds.includes(operatorId);

export const mayDecideAppeal = (operatorId: string, appeal: { actingOperatorId: string | null; appellantId: string }): boolean =>
  operatorId !== appeal.actingOperatorId && operatorId !== appeal.appellantId;
