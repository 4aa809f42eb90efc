CREATE TABLE "core_citations" (
  ord INTEGER PRIMARY KEY,
  lookup TEXT NOT NULL,
  body TEXT NOT NULL,
  "c_page_from" INTEGER,
  "c_page_to" INTEGER,
  "c_created_date__us" INTEGER,
  "c_created_date__d" TEXT,
  "c_modified_date__us" INTEGER,
  "c_modified_date__d" TEXT,
  "c_ref" INTEGER
);
CREATE INDEX "core_citations__created_date__d" ON "core_citations" ("c_created_date__d", ord);
CREATE INDEX "core_citations__created_date__us" ON "core_citations" ("c_created_date__us", ord);
CREATE INDEX "core_citations__modified_date__d" ON "core_citations" ("c_modified_date__d", ord);
CREATE INDEX "core_citations__modified_date__us" ON "core_citations" ("c_modified_date__us", ord);
CREATE INDEX "core_citations__page_from" ON "core_citations" ("c_page_from", ord);
CREATE INDEX "core_citations__page_to" ON "core_citations" ("c_page_to", ord);
CREATE INDEX "core_citations__ref" ON "core_citations" ("c_ref", ord);
CREATE UNIQUE INDEX "core_citations_lookup" ON "core_citations" (lookup);
CREATE TABLE "core_citations__created_date__d__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_citations__created_date__us__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_citations__modified_date__d__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_citations__modified_date__us__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_citations__page_from__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_citations__page_to__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_start_year" INTEGER,
  "c_end_year" INTEGER,
  "c_long_name__u" TEXT,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT,
  "c_long_name" TEXT
);
CREATE INDEX "core_polities__eff_from" ON "core_polities" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "core_polities__eff_from__walk" ON "core_polities" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "core_polities__eff_to" ON "core_polities" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "core_polities__end_year" ON "core_polities" ("c_end_year", ord);
CREATE INDEX "core_polities__start_year" ON "core_polities" ("c_start_year", ord);
CREATE UNIQUE INDEX "core_polities_lookup" ON "core_polities" (lookup);
CREATE TABLE "core_polities__eff_from__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__eff_to__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__end_year__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__start_year__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_references" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_title__u" TEXT,
  "c_title" TEXT,
  "c_year" INTEGER,
  "c_creator__u" TEXT,
  "c_creator" TEXT,
  "c_reflib_link__u" TEXT,
  "c_reflib_link" TEXT,
  "c_long_name__u" TEXT,
  "c_long_name" TEXT,
  "c_url_link__u" TEXT,
  "c_url_link" TEXT,
  "c_created_date__us" INTEGER,
  "c_created_date__d" TEXT,
  "c_modified_date__us" INTEGER,
  "c_modified_date__d" TEXT,
  "c_item_type" TEXT
);
CREATE INDEX "core_references__created_date__d" ON "core_references" ("c_created_date__d", ord);
CREATE INDEX "core_references__created_date__us" ON "core_references" ("c_created_date__us", ord);
CREATE INDEX "core_references__creator" ON "core_references" ("c_creator", ord);
CREATE INDEX "core_references__long_name" ON "core_references" ("c_long_name", ord);
CREATE INDEX "core_references__modified_date__d" ON "core_references" ("c_modified_date__d", ord);
CREATE INDEX "core_references__modified_date__us" ON "core_references" ("c_modified_date__us", ord);
CREATE INDEX "core_references__reflib_link" ON "core_references" ("c_reflib_link", ord);
CREATE INDEX "core_references__title" ON "core_references" ("c_title", ord);
CREATE INDEX "core_references__url_link" ON "core_references" ("c_url_link", ord);
CREATE INDEX "core_references__year" ON "core_references" ("c_year", ord);
CREATE UNIQUE INDEX "core_references_lookup" ON "core_references" (lookup);
CREATE TABLE "core_references__created_date__d__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_references__created_date__us__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_references__creator__dict" (
  v TEXT NOT NULL,
  u TEXT NOT NULL,
  n INTEGER NOT NULL
);
CREATE VIRTUAL TABLE "core_references__creator__dict_fts" USING fts5(u, content='', tokenize='trigram case_sensitive 1');
CREATE TABLE "core_references__modified_date__d__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_references__modified_date__us__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_references__title__dict" (
  v TEXT NOT NULL,
  u TEXT NOT NULL,
  n INTEGER NOT NULL
);
CREATE VIRTUAL TABLE "core_references__title__dict_fts" USING fts5(u, content='', tokenize='trigram case_sensitive 1');
CREATE TABLE "core_references__year__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_sections" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_databank_db_section" TEXT,
  "c_db_table_name" TEXT,
  "c_sort_order" INTEGER
);
CREATE INDEX "core_sections__name" ON "core_sections" ("c_name", ord);
CREATE UNIQUE INDEX "core_sections_lookup" ON "core_sections" (lookup);
CREATE TABLE download_pieces (
  path TEXT NOT NULL,
  form TEXT NOT NULL,
  seq INTEGER NOT NULL,
  text TEXT,
  bytes BLOB,
  PRIMARY KEY (path, form, seq)
);
CREATE TABLE "general_polity_alternative_names" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_to" INTEGER,
  "c_year_from" INTEGER,
  "c_description__u" TEXT,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_alternative_name" TEXT,
  "c_alternative_name__u" TEXT,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER
);
CREATE INDEX "general_polity_alternative_names__alternative_name" ON "general_polity_alternative_names" ("c_alternative_name", ord);
CREATE INDEX "general_polity_alternative_names__eff_from" ON "general_polity_alternative_names" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "general_polity_alternative_names__eff_from__walk" ON "general_polity_alternative_names" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "general_polity_alternative_names__eff_to" ON "general_polity_alternative_names" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "general_polity_alternative_names__is_disputed" ON "general_polity_alternative_names" ("c_is_disputed", ord);
CREATE INDEX "general_polity_alternative_names__is_uncertain" ON "general_polity_alternative_names" ("c_is_uncertain", ord);
CREATE INDEX "general_polity_alternative_names__polity__id" ON "general_polity_alternative_names" ("c_polity__id", ord);
CREATE INDEX "general_polity_alternative_names__tag" ON "general_polity_alternative_names" ("c_tag", ord);
CREATE INDEX "general_polity_alternative_names__year_from" ON "general_polity_alternative_names" ("c_year_from", ord);
CREATE INDEX "general_polity_alternative_names__year_to" ON "general_polity_alternative_names" ("c_year_to", ord);
CREATE UNIQUE INDEX "general_polity_alternative_names_lookup" ON "general_polity_alternative_names" (lookup);
CREATE TABLE "general_polity_alternative_names__eff_from__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_alternative_names__eff_to__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_alternative_names__is_disputed__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_alternative_names__is_uncertain__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_alternative_names__tag__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_alternative_names__year_from__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_alternative_names__year_to__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_durations" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_to" INTEGER,
  "c_year_from" INTEGER,
  "c_description__u" TEXT,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_polity_year_from" INTEGER,
  "c_polity_year_to" INTEGER
);
CREATE INDEX "general_polity_durations__eff_from" ON "general_polity_durations" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "general_polity_durations__eff_from__walk" ON "general_polity_durations" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "general_polity_durations__eff_to" ON "general_polity_durations" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "general_polity_durations__is_disputed" ON "general_polity_durations" ("c_is_disputed", ord);
CREATE INDEX "general_polity_durations__is_uncertain" ON "general_polity_durations" ("c_is_uncertain", ord);
CREATE INDEX "general_polity_durations__polity__id" ON "general_polity_durations" ("c_polity__id", ord);
CREATE INDEX "general_polity_durations__tag" ON "general_polity_durations" ("c_tag", ord);
CREATE INDEX "general_polity_durations__year_from" ON "general_polity_durations" ("c_year_from", ord);
CREATE INDEX "general_polity_durations__year_to" ON "general_polity_durations" ("c_year_to", ord);
CREATE UNIQUE INDEX "general_polity_durations_lookup" ON "general_polity_durations" (lookup);
CREATE TABLE "general_polity_durations__eff_from__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_durations__eff_to__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_durations__is_disputed__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_durations__is_uncertain__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_durations__tag__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_durations__year_from__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_durations__year_to__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_linguistic_families" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_to" INTEGER,
  "c_year_from" INTEGER,
  "c_description__u" TEXT,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_linguistic_family" TEXT,
  "c_linguistic_family__u" TEXT,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER
);
CREATE INDEX "general_polity_linguistic_families__eff_from" ON "general_polity_linguistic_families" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "general_polity_linguistic_families__eff_from__walk" ON "general_polity_linguistic_families" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "general_polity_linguistic_families__eff_to" ON "general_polity_linguistic_families" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "general_polity_linguistic_families__is_disputed" ON "general_polity_linguistic_families" ("c_is_disputed", ord);
CREATE INDEX "general_polity_linguistic_families__is_uncertain" ON "general_polity_linguistic_families" ("c_is_uncertain", ord);
CREATE INDEX "general_polity_linguistic_families__linguistic_family" ON "general_polity_linguistic_families" ("c_linguistic_family", ord);
CREATE INDEX "general_polity_linguistic_families__polity__id" ON "general_polity_linguistic_families" ("c_polity__id", ord);
CREATE INDEX "general_polity_linguistic_families__tag" ON "general_polity_linguistic_families" ("c_tag", ord);
CREATE INDEX "general_polity_linguistic_families__year_from" ON "general_polity_linguistic_families" ("c_year_from", ord);
CREATE INDEX "general_polity_linguistic_families__year_to" ON "general_polity_linguistic_families" ("c_year_to", ord);
CREATE UNIQUE INDEX "general_polity_linguistic_families_lookup" ON "general_polity_linguistic_families" (lookup);
CREATE TABLE "general_polity_linguistic_families__eff_from__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_linguistic_families__eff_to__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_linguistic_families__is_disputed__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_linguistic_families__is_uncertain__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_linguistic_families__linguistic_family__dict" (
  v TEXT NOT NULL,
  u TEXT NOT NULL,
  n INTEGER NOT NULL
);
CREATE VIRTUAL TABLE "general_polity_linguistic_families__linguistic_family__dict_fts" USING fts5(u, content='', tokenize='trigram case_sensitive 1');
CREATE TABLE "general_polity_linguistic_families__tag__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_linguistic_families__year_from__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_linguistic_families__year_to__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_religion_genuses" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_to" INTEGER,
  "c_year_from" INTEGER,
  "c_description__u" TEXT,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_religion_genus" TEXT,
  "c_religion_genus__u" TEXT,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER
);
CREATE INDEX "general_polity_religion_genuses__eff_from" ON "general_polity_religion_genuses" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "general_polity_religion_genuses__eff_from__walk" ON "general_polity_religion_genuses" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "general_polity_religion_genuses__eff_to" ON "general_polity_religion_genuses" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "general_polity_religion_genuses__is_disputed" ON "general_polity_religion_genuses" ("c_is_disputed", ord);
CREATE INDEX "general_polity_religion_genuses__is_uncertain" ON "general_polity_religion_genuses" ("c_is_uncertain", ord);
CREATE INDEX "general_polity_religion_genuses__polity__id" ON "general_polity_religion_genuses" ("c_polity__id", ord);
CREATE INDEX "general_polity_religion_genuses__religion_genus" ON "general_polity_religion_genuses" ("c_religion_genus", ord);
CREATE INDEX "general_polity_religion_genuses__tag" ON "general_polity_religion_genuses" ("c_tag", ord);
CREATE INDEX "general_polity_religion_genuses__year_from" ON "general_polity_religion_genuses" ("c_year_from", ord);
CREATE INDEX "general_polity_religion_genuses__year_to" ON "general_polity_religion_genuses" ("c_year_to", ord);
CREATE UNIQUE INDEX "general_polity_religion_genuses_lookup" ON "general_polity_religion_genuses" (lookup);
CREATE TABLE "general_polity_religion_genuses__eff_from__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_religion_genuses__eff_to__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_religion_genuses__is_disputed__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_religion_genuses__is_uncertain__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_religion_genuses__religion_genus__dict" (
  v TEXT NOT NULL,
  u TEXT NOT NULL,
  n INTEGER NOT NULL
);
CREATE VIRTUAL TABLE "general_polity_religion_genuses__religion_genus__dict_fts" USING fts5(u, content='', tokenize='trigram case_sensitive 1');
CREATE TABLE "general_polity_religion_genuses__tag__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_religion_genuses__year_from__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_religion_genuses__year_to__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_suprapolities" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_to" INTEGER,
  "c_year_from" INTEGER,
  "c_description__u" TEXT,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_supra_polity_relations" TEXT,
  "c_supra_polity_relations__u" TEXT,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER
);
CREATE INDEX "general_polity_suprapolities__eff_from" ON "general_polity_suprapolities" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "general_polity_suprapolities__eff_from__walk" ON "general_polity_suprapolities" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "general_polity_suprapolities__eff_to" ON "general_polity_suprapolities" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "general_polity_suprapolities__is_disputed" ON "general_polity_suprapolities" ("c_is_disputed", ord);
CREATE INDEX "general_polity_suprapolities__is_uncertain" ON "general_polity_suprapolities" ("c_is_uncertain", ord);
CREATE INDEX "general_polity_suprapolities__polity__id" ON "general_polity_suprapolities" ("c_polity__id", ord);
CREATE INDEX "general_polity_suprapolities__supra_polity_relations" ON "general_polity_suprapolities" ("c_supra_polity_relations", ord);
CREATE INDEX "general_polity_suprapolities__tag" ON "general_polity_suprapolities" ("c_tag", ord);
CREATE INDEX "general_polity_suprapolities__year_from" ON "general_polity_suprapolities" ("c_year_from", ord);
CREATE INDEX "general_polity_suprapolities__year_to" ON "general_polity_suprapolities" ("c_year_to", ord);
CREATE UNIQUE INDEX "general_polity_suprapolities_lookup" ON "general_polity_suprapolities" (lookup);
CREATE TABLE "general_polity_suprapolities__eff_from__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_suprapolities__eff_to__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_suprapolities__is_disputed__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_suprapolities__is_uncertain__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_suprapolities__supra_polity_relations__dict" (
  v TEXT NOT NULL,
  u TEXT NOT NULL,
  n INTEGER NOT NULL
);
CREATE VIRTUAL TABLE "general_polity_suprapolities__supra_polity_relations__dict_fts" USING fts5(u, content='', tokenize='trigram case_sensitive 1');
CREATE TABLE "general_polity_suprapolities__tag__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_suprapolities__year_from__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "general_polity_suprapolities__year_to__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "meta" (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE "sc_tokens" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_to" INTEGER,
  "c_year_from" INTEGER,
  "c_description__u" TEXT,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_token" TEXT,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER
);
CREATE INDEX "sc_tokens__eff_from" ON "sc_tokens" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "sc_tokens__eff_from__walk" ON "sc_tokens" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "sc_tokens__eff_to" ON "sc_tokens" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "sc_tokens__is_disputed" ON "sc_tokens" ("c_is_disputed", ord);
CREATE INDEX "sc_tokens__is_uncertain" ON "sc_tokens" ("c_is_uncertain", ord);
CREATE INDEX "sc_tokens__polity__id" ON "sc_tokens" ("c_polity__id", ord);
CREATE INDEX "sc_tokens__tag" ON "sc_tokens" ("c_tag", ord);
CREATE INDEX "sc_tokens__token" ON "sc_tokens" ("c_token", ord);
CREATE INDEX "sc_tokens__year_from" ON "sc_tokens" ("c_year_from", ord);
CREATE INDEX "sc_tokens__year_to" ON "sc_tokens" ("c_year_to", ord);
CREATE UNIQUE INDEX "sc_tokens_lookup" ON "sc_tokens" (lookup);
CREATE TABLE "sc_tokens__eff_from__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "sc_tokens__eff_to__cover" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "sc_tokens__is_disputed__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "sc_tokens__is_uncertain__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "sc_tokens__tag__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "sc_tokens__year_from__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "sc_tokens__year_to__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE sqlite_stat1 (
  tbl,
  idx,
  stat
);
CREATE TABLE sqlite_stat4 (
  tbl,
  idx,
  neq,
  nlt,
  ndlt,
  sample
);
