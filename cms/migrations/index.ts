import * as migration_20261122_031520_initial from './20261122_031520_initial';
import * as migration_20261122_034500_auth_security from './20261122_034500_auth_security';
import * as migration_20261122_040000_job_search from './20261122_040000_job_search';
import * as migration_20261122_043959_features from './20261122_043959_features';
import * as migration_20261122_050500_job_search_statement_triggers from './20261122_050500_job_search_statement_triggers';
import * as migration_20261122_193000_issue15_cluster_state from './20261122_193000_issue15_cluster_state';
import * as migration_20261122_193157_issue15_storage_prefix from './20261122_193157_issue15_storage_prefix';
import * as migration_20261122_193600_issue13_editors from './20261122_193600_issue13_editors';
import * as migration_20261122_193818_issue14_alert_tasks from './20261122_193818_issue14_alert_tasks';
import * as migration_20261122_200033_issue11_security from './20261122_200033_issue11_security';
import * as migration_20261122_215248_merged_snapshot from './20261122_215248_merged_snapshot';
import * as migration_20261122_223010_issue13_merged_snapshot from './20261122_223010_issue13_merged_snapshot';
import * as migration_20261124_055408_content_pages from './20261124_055408_content_pages';
import * as migration_20261124_055611_alert_address_proof from './20261124_055611_alert_address_proof';
import * as migration_20261124_060000_issue21_search from './20261124_060000_issue21_search';
import * as migration_20261124_061147_job_eligibility from './20261124_061147_job_eligibility';
import * as migration_20261124_062000_link_checks from './20261124_062000_link_checks';
import * as migration_20261124_062415_job_reports from './20261124_062415_job_reports';
import * as migration_20261124_072658_user_home_choice from './20261124_072658_user_home_choice';
import * as migration_20261124_073442_also_listed_on from './20261124_073442_also_listed_on';
import * as migration_20261124_074000_issue21_vocabulary_knn from './20261124_074000_issue21_vocabulary_knn';
import * as migration_20261124_074133_honest_ages from './20261124_074133_honest_ages';
import * as migration_20261124_080114_merged_snapshot from './20261124_080114_merged_snapshot';
import * as migration_20261124_084750_job_posts_groundwork from './20261124_084750_job_posts_groundwork';
import * as migration_20261124_093622_job_posts from './20261124_093622_job_posts';
import * as migration_20261124_100307_job_post_token_seed from './20261124_100307_job_post_token_seed';
import * as migration_20261124_140000_issue21_rank_vector from './20261124_140000_issue21_rank_vector';
import * as migration_20261127_041647_salaries_as_posted from './20261127_041647_salaries_as_posted';
import * as migration_20261127_042000_issue32_postings from './20261127_042000_issue32_postings';
import * as migration_20261127_044835_company_matching from './20261127_044835_company_matching';
import * as migration_20261127_071500_symbol_words from './20261127_071500_symbol_words';
import * as migration_20261127_071808_contact_messages from './20261127_071808_contact_messages';
import * as migration_20261127_073829_guide_pages from './20261127_073829_guide_pages';
import * as migration_20261127_105348_company_pages from './20261127_105348_company_pages';
import * as migration_20261127_114000_postings_filters from './20261127_114000_postings_filters';
import * as migration_20261127_135220_company_claims from './20261127_135220_company_claims';
import * as migration_20261127_141135_company_name_trgm from './20261127_141135_company_name_trgm';
import * as migration_20261129_030940_newsletter_confirm_links from './20261129_030940_newsletter_confirm_links';
import * as migration_20261129_032153_job_boards from './20261129_032153_job_boards';
import * as migration_20261129_065733_job_board_connected_company from './20261129_065733_job_board_connected_company';
import * as migration_20261129_075705_job_post_free_review from './20261129_075705_job_post_free_review';
import * as migration_20261129_100634_media_held_until_live from './20261129_100634_media_held_until_live';
import * as migration_20261130_110000_job_words_with_filters from './20261130_110000_job_words_with_filters';
import * as migration_20261130_113000_salary_figure_statistics from './20261130_113000_salary_figure_statistics';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial',
  },
  {
    up: migration_20261122_034500_auth_security.up,
    down: migration_20261122_034500_auth_security.down,
    name: '20261122_034500_auth_security',
  },
  {
    up: migration_20261122_040000_job_search.up,
    down: migration_20261122_040000_job_search.down,
    name: '20261122_040000_job_search',
  },
  {
    up: migration_20261122_043959_features.up,
    down: migration_20261122_043959_features.down,
    name: '20261122_043959_features',
  },
  {
    up: migration_20261122_050500_job_search_statement_triggers.up,
    down: migration_20261122_050500_job_search_statement_triggers.down,
    name: '20261122_050500_job_search_statement_triggers',
  },
  {
    up: migration_20261122_193000_issue15_cluster_state.up,
    down: migration_20261122_193000_issue15_cluster_state.down,
    name: '20261122_193000_issue15_cluster_state',
  },
  {
    up: migration_20261122_193157_issue15_storage_prefix.up,
    down: migration_20261122_193157_issue15_storage_prefix.down,
    name: '20261122_193157_issue15_storage_prefix',
  },
  {
    up: migration_20261122_193600_issue13_editors.up,
    down: migration_20261122_193600_issue13_editors.down,
    name: '20261122_193600_issue13_editors',
  },
  {
    up: migration_20261122_193818_issue14_alert_tasks.up,
    down: migration_20261122_193818_issue14_alert_tasks.down,
    name: '20261122_193818_issue14_alert_tasks',
  },
  {
    up: migration_20261122_200033_issue11_security.up,
    down: migration_20261122_200033_issue11_security.down,
    name: '20261122_200033_issue11_security',
  },
  {
    up: migration_20261122_215248_merged_snapshot.up,
    down: migration_20261122_215248_merged_snapshot.down,
    name: '20261122_215248_merged_snapshot',
  },
  {
    up: migration_20261122_223010_issue13_merged_snapshot.up,
    down: migration_20261122_223010_issue13_merged_snapshot.down,
    name: '20261122_223010_issue13_merged_snapshot',
  },
  {
    up: migration_20261124_055408_content_pages.up,
    down: migration_20261124_055408_content_pages.down,
    name: '20261124_055408_content_pages',
  },
  {
    up: migration_20261124_055611_alert_address_proof.up,
    down: migration_20261124_055611_alert_address_proof.down,
    name: '20261124_055611_alert_address_proof',
  },
  {
    up: migration_20261124_060000_issue21_search.up,
    down: migration_20261124_060000_issue21_search.down,
    name: '20261124_060000_issue21_search',
  },
  {
    up: migration_20261124_061147_job_eligibility.up,
    down: migration_20261124_061147_job_eligibility.down,
    name: '20261124_061147_job_eligibility',
  },
  {
    up: migration_20261124_062000_link_checks.up,
    down: migration_20261124_062000_link_checks.down,
    name: '20261124_062000_link_checks',
  },
  {
    up: migration_20261124_062415_job_reports.up,
    down: migration_20261124_062415_job_reports.down,
    name: '20261124_062415_job_reports',
  },
  {
    up: migration_20261124_072658_user_home_choice.up,
    down: migration_20261124_072658_user_home_choice.down,
    name: '20261124_072658_user_home_choice',
  },
  {
    up: migration_20261124_073442_also_listed_on.up,
    down: migration_20261124_073442_also_listed_on.down,
    name: '20261124_073442_also_listed_on',
  },
  {
    up: migration_20261124_074000_issue21_vocabulary_knn.up,
    down: migration_20261124_074000_issue21_vocabulary_knn.down,
    name: '20261124_074000_issue21_vocabulary_knn',
  },
  {
    up: migration_20261124_074133_honest_ages.up,
    down: migration_20261124_074133_honest_ages.down,
    name: '20261124_074133_honest_ages',
  },
  {
    up: migration_20261124_080114_merged_snapshot.up,
    down: migration_20261124_080114_merged_snapshot.down,
    name: '20261124_080114_merged_snapshot',
  },
  {
    up: migration_20261124_084750_job_posts_groundwork.up,
    down: migration_20261124_084750_job_posts_groundwork.down,
    name: '20261124_084750_job_posts_groundwork',
  },
  {
    up: migration_20261124_093622_job_posts.up,
    down: migration_20261124_093622_job_posts.down,
    name: '20261124_093622_job_posts',
  },
  {
    up: migration_20261124_100307_job_post_token_seed.up,
    down: migration_20261124_100307_job_post_token_seed.down,
    name: '20261124_100307_job_post_token_seed',
  },
  {
    up: migration_20261124_140000_issue21_rank_vector.up,
    down: migration_20261124_140000_issue21_rank_vector.down,
    name: '20261124_140000_issue21_rank_vector',
  },
  {
    up: migration_20261127_041647_salaries_as_posted.up,
    down: migration_20261127_041647_salaries_as_posted.down,
    name: '20261127_041647_salaries_as_posted',
  },
  {
    up: migration_20261127_042000_issue32_postings.up,
    down: migration_20261127_042000_issue32_postings.down,
    name: '20261127_042000_issue32_postings',
  },
  {
    up: migration_20261127_044835_company_matching.up,
    down: migration_20261127_044835_company_matching.down,
    name: '20261127_044835_company_matching',
  },
  {
    up: migration_20261127_071500_symbol_words.up,
    down: migration_20261127_071500_symbol_words.down,
    name: '20261127_071500_symbol_words',
  },
  {
    up: migration_20261127_071808_contact_messages.up,
    down: migration_20261127_071808_contact_messages.down,
    name: '20261127_071808_contact_messages',
  },
  {
    up: migration_20261127_073829_guide_pages.up,
    down: migration_20261127_073829_guide_pages.down,
    name: '20261127_073829_guide_pages',
  },
  {
    up: migration_20261127_105348_company_pages.up,
    down: migration_20261127_105348_company_pages.down,
    name: '20261127_105348_company_pages',
  },
  {
    up: migration_20261127_114000_postings_filters.up,
    down: migration_20261127_114000_postings_filters.down,
    name: '20261127_114000_postings_filters',
  },
  {
    up: migration_20261127_135220_company_claims.up,
    down: migration_20261127_135220_company_claims.down,
    name: '20261127_135220_company_claims',
  },
  {
    up: migration_20261127_141135_company_name_trgm.up,
    down: migration_20261127_141135_company_name_trgm.down,
    name: '20261127_141135_company_name_trgm',
  },
  {
    up: migration_20261129_030940_newsletter_confirm_links.up,
    down: migration_20261129_030940_newsletter_confirm_links.down,
    name: '20261129_030940_newsletter_confirm_links',
  },
  {
    up: migration_20261129_032153_job_boards.up,
    down: migration_20261129_032153_job_boards.down,
    name: '20261129_032153_job_boards',
  },
  {
    up: migration_20261129_065733_job_board_connected_company.up,
    down: migration_20261129_065733_job_board_connected_company.down,
    name: '20261129_065733_job_board_connected_company',
  },
  {
    up: migration_20261129_075705_job_post_free_review.up,
    down: migration_20261129_075705_job_post_free_review.down,
    name: '20261129_075705_job_post_free_review',
  },
  {
    up: migration_20261129_100634_media_held_until_live.up,
    down: migration_20261129_100634_media_held_until_live.down,
    name: '20261129_100634_media_held_until_live',
  },
  {
    up: migration_20261130_110000_job_words_with_filters.up,
    down: migration_20261130_110000_job_words_with_filters.down,
    name: '20261130_110000_job_words_with_filters',
  },
  {
    up: migration_20261130_113000_salary_figure_statistics.up,
    down: migration_20261130_113000_salary_figure_statistics.down,
    name: '20261130_113000_salary_figure_statistics',
  },
];
