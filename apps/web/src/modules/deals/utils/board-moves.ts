import { big, type DealBoardResponse, type DealCard, toFixedDecimal } from '@northdesk/shared';

const plus = (a: string, b: string) => toFixedDecimal(big(a).plus(b), 2);
const minus = (a: string, b: string) => toFixedDecimal(big(a).minus(b), 2);
const weightOf = (amount: string | null, probability: number) =>
  amount === null ? '0' : toFixedDecimal(big(amount).times(probability).div(100), 2);

/**
 * The board as it will be once `deal` is in `toStageId`: the card leaves its column and heads the
 * target one, and both columns' count, total and weighted total follow (exact decimals). Used for
 * the drag's optimistic update; the server's answer replaces it.
 */
export function boardWithMove(
  board: DealBoardResponse,
  dealId: string,
  toStageId: string,
): DealBoardResponse {
  const from = board.columns.find((c) => c.deals.some((d) => d.id === dealId));
  const to = board.columns.find((c) => c.stage.id === toStageId);
  const card = from?.deals.find((d) => d.id === dealId);
  if (!from || !card || from === to) return board;
  const amount = card.amount ?? '0';
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column === from)
        return {
          ...column,
          count: column.count - 1,
          total: minus(column.total, amount),
          weighted: minus(column.weighted, weightOf(card.amount, column.stage.probability)),
          deals: column.deals.filter((d) => d.id !== dealId),
        };
      if (column === to) {
        const moved: DealCard = {
          ...card,
          stageId: column.stage.id,
          stageName: column.stage.name,
          probability: column.stage.probability,
          daysInStage: 0,
          rotting: false,
        };
        return {
          ...column,
          count: column.count + 1,
          total: plus(column.total, amount),
          weighted: plus(column.weighted, weightOf(card.amount, column.stage.probability)),
          deals: [moved, ...column.deals],
        };
      }
      return column;
    }),
  };
}
