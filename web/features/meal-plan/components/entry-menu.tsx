import * as Menu from '@radix-ui/react-dropdown-menu';
import { ArrowRightLeft, ChevronRight, MoreVertical, Trash2 } from 'lucide-react';
import type { PlanEntry } from '../../../../domain/meal-plans';
import { GRID_MEAL_TYPES } from '../../../../domain/meal-types';
import { DAY_NAMES, type DayIndex } from '../../../../domain/weeks';
import { menuContentClass, menuItemClass } from '../../../app/shell/menu-styles';
import type { SlotTarget } from '../api';

interface EntryMenuProps {
  entry: PlanEntry;
  onMove(to: SlotTarget): void;
  onRemove(): void;
  disabled?: boolean;
}

/** The keyboard and touch way to move an entry (dragging is the mouse way), and Remove. */
export function EntryMenu({ entry, onMove, onRemove, disabled }: EntryMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger
        disabled={disabled}
        className="-mr-1 rounded-full p-1 text-muted hover:bg-surface-2 hover:text-ink data-[state=open]:bg-surface-2"
        aria-label={`More actions for ${entry.recipe.title}`}
      >
        <MoreVertical className="size-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className={menuContentClass}>
          <Menu.Sub>
            <Menu.SubTrigger className={menuItemClass}>
              <ArrowRightLeft className="size-4" aria-hidden /> Move to
              <ChevronRight className="ml-auto size-4" aria-hidden />
            </Menu.SubTrigger>
            <Menu.Portal>
              <Menu.SubContent sideOffset={6} className={menuContentClass}>
                {DAY_NAMES.map((dayName, day) => (
                  <Menu.Sub key={dayName}>
                    <Menu.SubTrigger className={menuItemClass}>
                      {dayName}
                      <ChevronRight className="ml-auto size-4" aria-hidden />
                    </Menu.SubTrigger>
                    <Menu.Portal>
                      <Menu.SubContent sideOffset={6} className={menuContentClass}>
                        {GRID_MEAL_TYPES.map((mealType) => (
                          <Menu.Item
                            key={mealType}
                            className={menuItemClass}
                            disabled={day === entry.day && mealType === entry.mealType}
                            onSelect={() => onMove({ day: day as DayIndex, mealType })}
                          >
                            {mealType}
                          </Menu.Item>
                        ))}
                      </Menu.SubContent>
                    </Menu.Portal>
                  </Menu.Sub>
                ))}
              </Menu.SubContent>
            </Menu.Portal>
          </Menu.Sub>
          <Menu.Item className={`${menuItemClass} text-danger`} onSelect={onRemove}>
            <Trash2 className="size-4" aria-hidden /> Remove
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
