import { sql, type Kysely } from "kysely";
import type { VoiceFigures } from "@portal/core/api";
import type { Database } from "../schema.ts";
import { addDays } from "./insight-days.ts";
import { compared, type Compared, type InsightPeriod } from "./insight-period.ts";

/** A score at or below this (0-10) is a low score: a detractor in NPS terms, 3 stars or fewer. */
export const LOW_SCORE_MAX = 6;

const n = (value: unknown): number => Number(value ?? 0);

/** The Shoppers' voice page, from `insight_rating_days` and `insight_answer_days`; comments from the ratings themselves. */
export function voiceInsights(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Compared<VoiceFigures>> {
  return compared(period, (p) => voiceFigures(db, brandId, p));
}

async function voiceFigures(db: Kysely<Database>, brandId: string, { from, to }: InsightPeriod): Promise<VoiceFigures> {
  const rows = db.selectFrom("insight_rating_days").where("brand_id", "=", brandId).where("day", ">=", from).where("day", "<=", to);
  const count = sql<number>`sum(ratings)`;
  const [scores, days, couriers, answers, commented, comments] = await Promise.all([
    rows
      .select(["score", count.as("n")])
      .groupBy("score")
      .orderBy("score")
      .execute(),
    rows
      .select(["day", count.as("n"), sql<number>`sum(score * ratings)`.as("total")])
      .groupBy("day")
      .orderBy("day")
      .execute(),
    rows
      .select(["courier_id", count.as("n"), sql<number>`sum(case when score <= ${LOW_SCORE_MAX} then ratings else 0 end)`.as("low")])
      .groupBy("courier_id")
      .execute(),
    db
      .selectFrom("insight_answer_days")
      .select(["question", "answer", sql<number>`sum(answers)`.as("n")])
      .where("brand_id", "=", brandId)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["question", "answer"])
      .orderBy("question")
      .orderBy("answer")
      .execute(),
    rows.select(sql<number>`sum(commented)`.as("n")).executeTakeFirst(),
    db
      .selectFrom("courier_ratings")
      .select(["created_at", "score", "comment"])
      .where("brand_id", "=", brandId)
      .where("created_at", ">=", from)
      .where("created_at", "<", addDays(to, 1))
      .where("comment", "!=", "")
      .orderBy("created_at", "desc")
      .limit(20)
      .execute(),
  ]);
  const distribution = scores.map((r) => ({ score: n(r.score), ratings: n(r.n) }));
  const within = (low: number, high: number) => distribution.filter((d) => d.score >= low && d.score <= high).reduce((s, d) => s + d.ratings, 0);
  return {
    ratings: within(0, 10),
    distribution,
    trend: days.map((r) => ({ day: r.day, ratings: n(r.n), scoreSum: n(r.total) })),
    promoters: within(9, 10),
    detractors: within(0, LOW_SCORE_MAX),
    lowByCourier: couriers
      .map((r) => ({ courier: r.courier_id, ratings: n(r.n), low: n(r.low) }))
      .sort((a, b) => b.low - a.low || a.courier.localeCompare(b.courier)),
    answers: answers.map((r) => ({ question: r.question, answer: r.answer, count: n(r.n) })),
    commented: n(commented?.n),
    comments: comments.map((r) => ({ at: r.created_at, score: r.score, comment: r.comment })),
  };
}
