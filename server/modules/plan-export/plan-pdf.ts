import PDFDocument from 'pdfkit';
import { CHECK_YOU_HAVE } from '../../../domain/grocery';
import type { GroceryList } from '../../../domain/grocery-list';
import { cookedServings, eatersAt, householdSummary, type HouseholdSize } from '../../../domain/household';
import type { MealPlan } from '../../../domain/meal-plans';
import { GRID_MEAL_TYPES } from '../../../domain/meal-types';
import { APP_NAME } from '../../../domain/app';
import { DAY_NAMES, dateOfDay, formatWeekDate, type DayIndex } from '../../../domain/weeks';

export const PAPER_SIZES = { a4: 'A4', letter: 'LETTER' } as const;
export type Paper = keyof typeof PAPER_SIZES;

const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const ACCENT = '#0f766e';
const MARGIN = 48;

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };
/** 1½, ½, 6: servings as the plan writes them (the PDF's Helvetica has these glyphs). */
export function servingsText(n: number): string {
  const whole = Math.floor(n);
  const glyph = FRACTIONS[Math.round((n - whole) * 100) / 100];
  return glyph ? `${whole || ''}${glyph}` : String(Math.round(n * 100) / 100);
}

/** '1½ servings', or with several at the meal '1½ each · cook 6 for 4'. */
export function slotServings(portion: number, eaters: number): string {
  if (eaters <= 1) return `${servingsText(portion)} ${portion > 1 ? 'servings' : 'serving'}`;
  return `${servingsText(portion)} each · cook ${servingsText(cookedServings(portion, eaters))} for ${eaters}`;
}

/**
 * A household's slot: each member's portion and what is cooked of the table's dish, 'Dadi 1 · Kavi ½ · Meera 2 · cook
 * 3½'; a member's variant is cooked apart (its own line under the dish), so it is not counted in the dish's total.
 */
export function memberServings(portions: readonly { name: string; servings: number; variant?: unknown }[]): string {
  const total = portions.reduce((sum, p) => sum + (p.variant ? 0 : p.servings), 0);
  return `${portions.map((p) => `${p.name} ${servingsText(p.servings)}`).join(' · ')} · cook ${servingsText(total)}`;
}

export interface PlanPdfInput {
  plan: MealPlan;
  list: GroceryList;
  household: HouseholdSize;
  paper: Paper;
}

/**
 * The week's plan and its grocery list on A4 or Letter: the days with their meals (recipe, servings per slot,
 * calories per person), then the list by aisle with a box to tick. Built with pdfkit's own Helvetica, so the
 * server needs no font files.
 */
export function renderPlanPdf({ plan, list, household, paper }: PlanPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAPER_SIZES[paper],
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${plan.name} - ${APP_NAME}`,
      Author: APP_NAME,
      Subject: `Meal plan and grocery list, week of ${formatWeekDate(plan.weekStart)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };

  // Heading
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(`Week of ${formatWeekDate(plan.weekStart)}`);
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `${plan.name} · ${plan.status === 'confirmed' ? 'Confirmed' : 'Draft'} · Cooking for ${householdSummary(household)}`,
    );
  doc.moveDown(0.8);

  // The week, a day at a time
  const cols = { type: MARGIN, title: MARGIN + 96, servings: MARGIN + width - 190, kcal: MARGIN + width - 52 };
  for (let d = 0 as DayIndex; d < 7; d = (d + 1) as DayIndex) {
    const meals = GRID_MEAL_TYPES.map((type) => ({
      type,
      entry: plan.entries.find((e) => e.day === d && e.mealType === type),
    })).filter((m) => m.entry);
    ensure(40 + meals.length * 18);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(ACCENT)
      .text(`${DAY_NAMES[d]}`, MARGIN, doc.y, { continued: true })
      .font('Helvetica')
      .fillColor(MUTED)
      .fontSize(10)
      .text(`   ${formatWeekDate(dateOfDay(plan.weekStart, d))}`);
    doc.moveDown(0.25);
    rule();
    doc.moveDown(0.35);
    if (!meals.length) {
      doc.font('Helvetica-Oblique').fontSize(9.5).fillColor(MUTED).text('Nothing planned', MARGIN);
    }
    for (const { type, entry } of meals) {
      const e = entry!;
      const y = doc.y;
      doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(type, cols.type, y, { width: 92 });
      doc
        .font('Helvetica-Bold')
        .fillColor(INK)
        .text(e.recipe.title, cols.title, y, { width: cols.servings - cols.title - 8 });
      // a member's variant, under the table's dish: 'Ravi: Chana masala · 1 serving' (decision 032, 2026-11-27)
      for (const p of e.portions ?? []) {
        if (!p.variant) continue;
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .fillColor(ACCENT)
          .text(`${p.name}: ${p.variant.title} · ${slotServings(p.servings, 1)}`, cols.title, doc.y, {
            width: cols.servings - cols.title - 8,
          });
        doc.fontSize(9.5);
      }
      const titleBottom = doc.y;
      doc
        .font('Helvetica')
        .fillColor(INK)
        .text(
          e.portions?.length ? memberServings(e.portions) : slotServings(e.servings, eatersAt(household, e.mealType)),
          cols.servings,
          y,
          {
            width: cols.kcal - cols.servings - 6,
          },
        );
      const servingsBottom = doc.y;
      doc
        .fillColor(MUTED)
        .text(`${Math.round(e.recipe.calories * e.servings).toLocaleString('en-US')} kcal`, cols.kcal, y, {
          width: 52,
          align: 'right',
        });
      doc.y = Math.max(titleBottom, servingsBottom, doc.y) + 4;
    }
    doc.x = MARGIN;
    doc.moveDown(0.6);
  }
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Calories are per person for the servings each person eats.', MARGIN, doc.y, { width });

  // The grocery list, by aisle
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text('Grocery List', MARGIN);
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Week of ${formatWeekDate(plan.weekStart)} · ${list.itemCount} items · for ${householdSummary(household)}`);
  doc.moveDown(0.8);
  const sections = [
    ...list.aisles,
    ...(list.checkYouHave.length ? [{ aisle: CHECK_YOU_HAVE, items: list.checkYouHave }] : []),
  ];
  if (!sections.length)
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text('Nothing to buy: your pantry covers this week.');
  // Two columns, filled down then across, so a week's shopping fits on a page or two
  const gutter = 24;
  const colWidth = (width - gutter) / 2;
  let col = 0;
  let top = doc.y;
  const left = () => MARGIN + col * (colWidth + gutter);
  const room = (height: number) => {
    if (doc.y + height <= bottom()) return;
    if (col === 0) {
      col = 1;
    } else {
      doc.addPage();
      col = 0;
      top = doc.y;
    }
    doc.y = top;
  };
  for (const section of sections) {
    room(44);
    doc.font('Helvetica-Bold').fontSize(11.5).fillColor(ACCENT).text(section.aisle, left(), doc.y, { width: colWidth });
    doc.moveDown(0.2);
    doc
      .moveTo(left(), doc.y)
      .lineTo(left() + colWidth, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.35);
    for (const item of section.items) {
      room(16);
      const x = left();
      const y = doc.y;
      doc
        .rect(x, y + 0.5, 8, 8)
        .lineWidth(0.7)
        .strokeColor(item.checked ? ACCENT : MUTED)
        .stroke();
      if (item.checked)
        doc
          .moveTo(x + 1.5, y + 4.5)
          .lineTo(x + 3.5, y + 7)
          .lineTo(x + 7, y + 2)
          .strokeColor(ACCENT)
          .stroke();
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(item.checked ? MUTED : INK)
        .text(item.name, x + 14, y, { width: colWidth - 14 - 78 });
      const nameBottom = doc.y;
      doc.fillColor(MUTED).text(item.amount, x + colWidth - 76, y, { width: 76, align: 'right' });
      doc.y = Math.max(nameBottom, doc.y) + 3;
    }
    doc.moveDown(0.5);
  }

  // Footer on every page
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - MARGIN + 8;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${APP_NAME} · ${plan.name}`, MARGIN, y, { width: width / 2, lineBreak: false })
      .text(`Page ${i + 1} of ${range.count}`, MARGIN + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
