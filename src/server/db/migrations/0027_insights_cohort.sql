-- Insights filter by programme cohort, reading cohort_member live (issue 33). A creator joining,
-- moving or leaving marks them stale, so the next rollup pass bumps the generation and no
-- answer kept for a cohort outlives a change of its members (decision 029).
CREATE TRIGGER "cohort_member_insight" AFTER INSERT OR UPDATE OR DELETE ON "cohort_member" FOR EACH ROW EXECUTE FUNCTION insight_mark_by_user_id();
