import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { GroceryItem, GroceryList } from '../../../domain/grocery-list';
import type { Aisle } from '../../../domain/catalogue';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';

/** The list changes only through this app's own calls, which update the cache: no refetch right after a build. */
export const groceryListQuery = (week: string) =>
  queryOptions({
    queryKey: ['grocery', week],
    queryFn: () => api.get<GroceryList>(`/api/grocery/${week}`),
    retry: false,
    staleTime: 30_000,
  });

export const groceryPath = (week: string) => `/dashboard/grocery/${week}`;

const failed = (error: Error) => notify({ title: 'Error', description: error.message, variant: 'destructive' });

/** Builds (or rebuilds) the week's list from its plan; `subtractPantry` left out keeps the list's last choice. */
export function useBuildGroceryList(onBuilt?: (list: GroceryList) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ week, subtractPantry }: { week: string; subtractPantry?: boolean }) =>
      api.post<GroceryList>(`/api/grocery/${week}/build`, subtractPantry === undefined ? {} : { subtractPantry }),
    onSuccess: (list) => {
      queryClient.setQueryData(groceryListQuery(list.weekStart).queryKey, list);
      onBuilt?.(list);
    },
    onError: failed,
  });
}

/** 'Generate Grocery List': the spec's toast while the list is built, then the list itself. */
export function useGenerateGroceryList() {
  const navigate = useNavigate();
  const build = useBuildGroceryList((list) => navigate(groceryPath(list.weekStart)));
  return {
    isPending: build.isPending,
    generate: (week: string) => {
      notify({
        title: 'Generating Grocery List',
        description: 'Creating your smart grocery list organized by aisles...',
        variant: 'info',
      });
      build.mutate({ week });
    },
  };
}

/** Applies a changed item to the cached list, keeping the counts right. */
function useUpdateItemInList(week: string) {
  const queryClient = useQueryClient();
  return (change: (list: GroceryList) => GroceryList) =>
    queryClient.setQueryData(groceryListQuery(week).queryKey, (list) => (list ? recount(change(list)) : list));
}

function recount(list: GroceryList): GroceryList {
  const items = [...list.aisles.flatMap((a) => a.items), ...list.checkYouHave];
  return { ...list, itemCount: items.length, checkedCount: items.filter((i) => i.checked).length };
}

export function useCheckItem(week: string) {
  const queryClient = useQueryClient();
  const update = useUpdateItemInList(week);
  return useMutation({
    mutationFn: ({ item, checked }: { item: GroceryItem; checked: boolean }) =>
      api.patch<GroceryItem>(`/api/grocery/items/${item.id}`, { checked }),
    onMutate: async ({ item, checked }) => {
      // A read still on its way would overwrite the tick with the state from before it.
      await queryClient.cancelQueries({ queryKey: groceryListQuery(week).queryKey });
      update((list) => replaceItem(list, { ...item, checked }));
    },
    onSuccess: (saved) => update((list) => replaceItem(list, saved)),
    onError: (error, { item }) => {
      update((list) => replaceItem(list, item));
      failed(error);
    },
  });
}

function replaceItem(list: GroceryList, item: GroceryItem): GroceryList {
  const swap = (items: GroceryItem[]) => items.map((i) => (i.id === item.id ? item : i));
  return {
    ...list,
    aisles: list.aisles.map((a) => ({ ...a, items: swap(a.items) })),
    checkYouHave: swap(list.checkYouHave),
  };
}

export interface ManualItemInput {
  name: string;
  quantity: number | null;
  unit: string | null;
  aisle: Aisle;
}

export function useAddManualItem(week: string, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualItemInput) => api.post<GroceryItem>(`/api/grocery/${week}/items`, input),
    onSuccess: async (item) => {
      onAdded();
      notify({ title: 'Added to grocery list', description: `${item.name} was added to ${item.aisle}.` });
      await queryClient.invalidateQueries({ queryKey: groceryListQuery(week).queryKey });
    },
    onError: failed,
  });
}

export function useRemoveItem(week: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: GroceryItem) => api.delete(`/api/grocery/items/${item.id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groceryListQuery(week).queryKey }),
    onError: failed,
  });
}
