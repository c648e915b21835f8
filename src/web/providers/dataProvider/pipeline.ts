/** The home's pipeline card: orders and tons per step for a seller and a delivery date range. */
import type { AxiosInstance } from 'axios';
import type { PipelineCountsQuery, PipelineStat } from '../../../domain/orders/pipeline';

export function pipelineMethods(api: AxiosInstance) {
  return {
    async getPipelineCounts(filters: PipelineCountsQuery): Promise<PipelineStat[]> {
      return (await api.get<PipelineStat[]>('/orders/count-by-status-with-tons', { params: filters })).data;
    },
  };
}
