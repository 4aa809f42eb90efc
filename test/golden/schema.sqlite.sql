CREATE TABLE "core_capitals" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_alternative_names__u" TEXT,
  "c_alternative_names" TEXT,
  "c_current_country__u" TEXT,
  "c_current_country" TEXT,
  "c_latitude" INTEGER,
  "c_longitude" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_url_on_the_map__u" TEXT,
  "c_url_on_the_map" TEXT,
  "c_is_verified" INTEGER,
  "c_note" TEXT
);
CREATE UNIQUE INDEX "core_capitals_lookup" ON "core_capitals" (lookup);
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
CREATE TABLE "core_cliopatria_shapefiles" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_wikipedia_name__u" TEXT,
  "c_wikipedia_name" TEXT,
  "c_databank_id__u" TEXT,
  "c_databank_id" TEXT,
  "c_area" REAL,
  "c_start_year" INTEGER,
  "c_end_year" INTEGER,
  "c_polity_start_year" INTEGER,
  "c_polity_end_year" INTEGER,
  "c_colour__u" TEXT,
  "c_colour" TEXT,
  "c_components__u" TEXT,
  "c_components" TEXT,
  "c_member_of__u" TEXT,
  "c_member_of" TEXT
);
CREATE UNIQUE INDEX "core_cliopatria_shapefiles_lookup" ON "core_cliopatria_shapefiles" (lookup);
CREATE TABLE "core_macro_regions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT
);
CREATE UNIQUE INDEX "core_macro_regions_lookup" ON "core_macro_regions" (lookup);
CREATE TABLE "core_nga_polity_relations" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_is_home_nga" INTEGER,
  "c_polity_party" INTEGER,
  "c_nga_party" INTEGER
);
CREATE UNIQUE INDEX "core_nga_polity_relations_lookup" ON "core_nga_polity_relations" (lookup);
CREATE TABLE "core_ngas" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_subregion__u" TEXT,
  "c_subregion" TEXT,
  "c_longitude" INTEGER,
  "c_latitude" INTEGER,
  "c_capital_city__u" TEXT,
  "c_capital_city" TEXT,
  "c_nga_code__u" TEXT,
  "c_nga_code" TEXT,
  "c_fao_country__u" TEXT,
  "c_fao_country" TEXT,
  "c_world_region" TEXT
);
CREATE UNIQUE INDEX "core_ngas_lookup" ON "core_ngas" (lookup);
CREATE TABLE "core_polities" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_start_year" INTEGER,
  "c_end_year" INTEGER,
  "c_long_name__u" TEXT,
  "c_polity_tag" TEXT,
  "c_general_description__u" TEXT,
  "c_shapefile_name__u" TEXT,
  "c_created_date__us" INTEGER,
  "c_created_date__d" TEXT,
  "c_modified_date__us" INTEGER,
  "c_modified_date__d" TEXT,
  "c_home_databank_region__name__u" TEXT,
  "c_home_nga__name__u" TEXT,
  "c_home_nga__nga_code" TEXT,
  "c_home_nga__longitude" INTEGER,
  "c_home_nga__latitude" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT,
  "c_long_name" TEXT,
  "c_general_description" TEXT,
  "c_shapefile_name" TEXT,
  "c_unreliable_instability_events" INTEGER,
  "c_is_empty_on_polaris_release" INTEGER
);
CREATE INDEX "core_polities__created_date__d" ON "core_polities" ("c_created_date__d", ord);
CREATE INDEX "core_polities__created_date__us" ON "core_polities" ("c_created_date__us", ord);
CREATE INDEX "core_polities__eff_from" ON "core_polities" ("c_eff_from", "c_eff_to", ord);
CREATE INDEX "core_polities__eff_from__walk" ON "core_polities" (ord, "c_eff_from", "c_eff_to");
CREATE INDEX "core_polities__eff_to" ON "core_polities" ("c_eff_to", "c_eff_from", ord);
CREATE INDEX "core_polities__end_year" ON "core_polities" ("c_end_year", ord);
CREATE INDEX "core_polities__home_nga__latitude" ON "core_polities" ("c_home_nga__latitude", ord);
CREATE INDEX "core_polities__home_nga__longitude" ON "core_polities" ("c_home_nga__longitude", ord);
CREATE INDEX "core_polities__home_nga__nga_code" ON "core_polities" ("c_home_nga__nga_code", ord);
CREATE INDEX "core_polities__modified_date__d" ON "core_polities" ("c_modified_date__d", ord);
CREATE INDEX "core_polities__modified_date__us" ON "core_polities" ("c_modified_date__us", ord);
CREATE INDEX "core_polities__polity_tag" ON "core_polities" ("c_polity_tag", ord);
CREATE INDEX "core_polities__start_year" ON "core_polities" ("c_start_year", ord);
CREATE UNIQUE INDEX "core_polities_lookup" ON "core_polities" (lookup);
CREATE TABLE "core_polities__created_date__d__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__created_date__us__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
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
CREATE TABLE "core_polities__home_nga__latitude__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__home_nga__longitude__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__modified_date__d__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__modified_date__us__cum" (
  v INTEGER PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE TABLE "core_polities__polity_tag__cum" (
  v TEXT PRIMARY KEY,
  n BIGINT NOT NULL,
  upto BIGINT NOT NULL,
  above BIGINT NOT NULL
) WITHOUT ROWID;
CREATE VIRTUAL TABLE "core_polities__search" USING fts5(c0, c1, content='', columnsize=0, tokenize='porter unicode61 remove_diacritics 0');
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
CREATE TABLE "core_regions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_subregions_list__u" TEXT,
  "c_subregions_list" TEXT,
  "c_mac_region" INTEGER
);
CREATE UNIQUE INDEX "core_regions_lookup" ON "core_regions" (lookup);
CREATE TABLE "core_religions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_religion_name__u" TEXT,
  "c_religion_name" TEXT,
  "c_religion_family__u" TEXT,
  "c_religion_family" TEXT,
  "c_religion_genus__u" TEXT,
  "c_religion_genus" TEXT
);
CREATE UNIQUE INDEX "core_religions_lookup" ON "core_religions" (lookup);
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
CREATE TABLE "core_subsections" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_section" INTEGER,
  "c_sort_order" INTEGER
);
CREATE UNIQUE INDEX "core_subsections_lookup" ON "core_subsections" (lookup);
CREATE TABLE "core_variable_hierarchies" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name__u" TEXT,
  "c_name" TEXT,
  "c_is_verified" INTEGER,
  "c_explanation__u" TEXT,
  "c_section" INTEGER,
  "c_subsection" INTEGER,
  "c_canonical_name" TEXT,
  "c_explanation" TEXT,
  "c_data_unit" TEXT,
  "c_data_type" TEXT,
  "c_data_type_definition" TEXT,
  "c_api_endpoint" TEXT,
  "c_who_can_access" TEXT,
  "c_sort_order" INTEGER,
  "c_private_comment" INTEGER
);
CREATE UNIQUE INDEX "core_variable_hierarchies_lookup" ON "core_variable_hierarchies" (lookup);
CREATE TABLE "crisisdb_crisis_consequences" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_crisis_case_id" TEXT,
  "c_crisis_case_id__u" TEXT,
  "c_is_first_100" INTEGER,
  "c_name__u" TEXT,
  "c_decline" TEXT,
  "c_collapse" TEXT,
  "c_epidemic" TEXT,
  "c_downward_mobility" TEXT,
  "c_extermination" TEXT,
  "c_uprising" TEXT,
  "c_revolution" TEXT,
  "c_successful_revolution" TEXT,
  "c_civil_war" TEXT,
  "c_century_plus" TEXT,
  "c_fragmentation" TEXT,
  "c_capital" TEXT,
  "c_conquest" TEXT,
  "c_assassination" TEXT,
  "c_depose" TEXT,
  "c_constitution" TEXT,
  "c_labor" TEXT,
  "c_unfree_labor" TEXT,
  "c_suffrage" TEXT,
  "c_public_goods" TEXT,
  "c_religion" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "crisisdb_crisis_consequences__polity__id" ON "crisisdb_crisis_consequences" ("c_polity__id", ord);
CREATE UNIQUE INDEX "crisisdb_crisis_consequences_lookup" ON "crisisdb_crisis_consequences" (lookup);
CREATE TABLE "crisisdb_human_sacrifices" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_human_sacrifice" TEXT,
  "c_human_sacrifice__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER
);
CREATE INDEX "crisisdb_human_sacrifices__polity__id" ON "crisisdb_human_sacrifices" ("c_polity__id", ord);
CREATE UNIQUE INDEX "crisisdb_human_sacrifices_lookup" ON "crisisdb_human_sacrifices" (lookup);
CREATE TABLE "crisisdb_us_locations" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_city" TEXT,
  "c_city__u" TEXT,
  "c_county" TEXT,
  "c_county__u" TEXT,
  "c_special_place" TEXT,
  "c_special_place__u" TEXT,
  "c_us_state" TEXT,
  "c_us_state__u" TEXT,
  "c_attention_tag" TEXT,
  "c_attention_tag__u" TEXT
);
CREATE UNIQUE INDEX "crisisdb_us_locations_lookup" ON "crisisdb_us_locations" (lookup);
CREATE TABLE "crisisdb_us_violence_data_sources" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_abbreviation" TEXT,
  "c_abbreviation__u" TEXT,
  "c_url_address" TEXT,
  "c_url_address__u" TEXT,
  "c_is_uncertain" INTEGER,
  "c_attention_tag" TEXT,
  "c_attention_tag__u" TEXT
);
CREATE UNIQUE INDEX "crisisdb_us_violence_data_sources_lookup" ON "crisisdb_us_violence_data_sources" (lookup);
CREATE TABLE "crisisdb_us_violence_subtypes" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_name" TEXT,
  "c_name__u" TEXT,
  "c_is_uncertain" INTEGER
);
CREATE UNIQUE INDEX "crisisdb_us_violence_subtypes_lookup" ON "crisisdb_us_violence_subtypes" (lookup);
CREATE TABLE "crisisdb_us_violences" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_violence_date" TEXT,
  "c_violence_type" TEXT,
  "c_violence_type__u" TEXT,
  "c_fatalities" INTEGER,
  "c_url_address" TEXT,
  "c_url_address__u" TEXT,
  "c_source_details__u" TEXT,
  "c_narrative__u" TEXT,
  "c_source_details" TEXT,
  "c_narrative" TEXT
);
CREATE UNIQUE INDEX "crisisdb_us_violences_lookup" ON "crisisdb_us_violences" (lookup);
CREATE TABLE download_pieces (
  path TEXT NOT NULL,
  form TEXT NOT NULL,
  seq INTEGER NOT NULL,
  text TEXT,
  bytes BLOB,
  PRIMARY KEY (path, form, seq)
);
CREATE TABLE "ec_lux_fine_ceramic_wares" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_lux_fine_ceramic_wares__polity__id" ON "ec_lux_fine_ceramic_wares" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_lux_fine_ceramic_wares_lookup" ON "ec_lux_fine_ceramic_wares" (lookup);
CREATE TABLE "ec_lux_precious_metal" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_lux_precious_metal__polity__id" ON "ec_lux_precious_metal" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_lux_precious_metal_lookup" ON "ec_lux_precious_metal" (lookup);
CREATE TABLE "ec_lux_precious_stone" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_lux_precious_stone__polity__id" ON "ec_lux_precious_stone" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_lux_precious_stone_lookup" ON "ec_lux_precious_stone" (lookup);
CREATE TABLE "ec_lux_statuary" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_lux_statuary__polity__id" ON "ec_lux_statuary" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_lux_statuary_lookup" ON "ec_lux_statuary" (lookup);
CREATE TABLE "ec_luxury_drink_alcohol" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_luxury_drink_alcohol__polity__id" ON "ec_luxury_drink_alcohol" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_luxury_drink_alcohol_lookup" ON "ec_luxury_drink_alcohol" (lookup);
CREATE TABLE "ec_luxury_fabrics" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_luxury_fabrics__polity__id" ON "ec_luxury_fabrics" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_luxury_fabrics_lookup" ON "ec_luxury_fabrics" (lookup);
CREATE TABLE "ec_luxury_food" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_luxury_food__polity__id" ON "ec_luxury_food" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_luxury_food_lookup" ON "ec_luxury_food" (lookup);
CREATE TABLE "ec_luxury_glass_goods" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_luxury_glass_goods__polity__id" ON "ec_luxury_glass_goods" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_luxury_glass_goods_lookup" ON "ec_luxury_glass_goods" (lookup);
CREATE TABLE "ec_luxury_manufactured_goods" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_luxury_manufactured_goods__polity__id" ON "ec_luxury_manufactured_goods" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_luxury_manufactured_goods_lookup" ON "ec_luxury_manufactured_goods" (lookup);
CREATE TABLE "ec_luxury_spices_incense_and_dyes" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_luxury_spices_incense_and_dyes__polity__id" ON "ec_luxury_spices_incense_and_dyes" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_luxury_spices_incense_and_dyes_lookup" ON "ec_luxury_spices_incense_and_dyes" (lookup);
CREATE TABLE "ec_other_luxury_personal_items" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_place_of_provenance_pol" TEXT,
  "c_place_of_provenance_str__u" TEXT,
  "c_ruler_consumption" TEXT,
  "c_ruler_consumption_tag" TEXT,
  "c_elite_consumption" TEXT,
  "c_elite_consumption_tag" TEXT,
  "c_common_people_consumption" TEXT,
  "c_common_people_consumption_tag" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_place_of_provenance_str" TEXT,
  "c_name" TEXT
);
CREATE INDEX "ec_other_luxury_personal_items__polity__id" ON "ec_other_luxury_personal_items" ("c_polity__id", ord);
CREATE UNIQUE INDEX "ec_other_luxury_personal_items_lookup" ON "ec_other_luxury_personal_items" (lookup);
CREATE TABLE "general_polity_alternate_religion_a16431" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_alternate_religion_family" TEXT,
  "c_alternate_religion_family__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_alternate_religion_a16431__polity__id" ON "general_polity_alternate_religion_a16431" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_alternate_religion_a16431_lookup" ON "general_polity_alternate_religion_a16431" (lookup);
CREATE TABLE "general_polity_alternate_religion_e07dd1" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_alternate_religion_genus" TEXT,
  "c_alternate_religion_genus__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_alternate_religion_e07dd1__polity__id" ON "general_polity_alternate_religion_e07dd1" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_alternate_religion_e07dd1_lookup" ON "general_polity_alternate_religion_e07dd1" (lookup);
CREATE TABLE "general_polity_alternate_religions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_alternate_religion" TEXT,
  "c_alternate_religion__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_alternate_religions__polity__id" ON "general_polity_alternate_religions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_alternate_religions_lookup" ON "general_polity_alternate_religions" (lookup);
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
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
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
CREATE INDEX "general_polity_alternative_names__polity__name" ON "general_polity_alternative_names" ("c_polity__name", ord);
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
CREATE TABLE "general_polity_capitals" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_capital" TEXT,
  "c_capital__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_capitals__polity__id" ON "general_polity_capitals" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_capitals_lookup" ON "general_polity_capitals" (lookup);
CREATE TABLE "general_polity_degree_of_centralizations" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_degree_of_centralization" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_degree_of_centralizations__polity__id" ON "general_polity_degree_of_centralizations" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_degree_of_centralizations_lookup" ON "general_polity_degree_of_centralizations" (lookup);
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
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
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
CREATE INDEX "general_polity_durations__polity__name" ON "general_polity_durations" ("c_polity__name", ord);
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
CREATE TABLE "general_polity_language_genuses" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_language_genus" TEXT,
  "c_language_genus__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_language_genuses__polity__id" ON "general_polity_language_genuses" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_language_genuses_lookup" ON "general_polity_language_genuses" (lookup);
CREATE TABLE "general_polity_languages" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_language" TEXT,
  "c_language__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_languages__polity__id" ON "general_polity_languages" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_languages_lookup" ON "general_polity_languages" (lookup);
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
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
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
CREATE INDEX "general_polity_linguistic_families__polity__name" ON "general_polity_linguistic_families" ("c_polity__name", ord);
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
CREATE TABLE "general_polity_original_names" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_original_name" TEXT,
  "c_original_name__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_original_names__polity__id" ON "general_polity_original_names" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_original_names_lookup" ON "general_polity_original_names" (lookup);
CREATE TABLE "general_polity_peak_years" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_peak_year_from" INTEGER,
  "c_peak_year_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_peak_years__polity__id" ON "general_polity_peak_years" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_peak_years_lookup" ON "general_polity_peak_years" (lookup);
CREATE TABLE "general_polity_preceding_entities" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_merged_old_data" TEXT,
  "c_merged_old_data__u" TEXT,
  "c_relationship_to_preceding_entity" TEXT,
  "c_relationship_to_preceding_entity__u" TEXT,
  "c_preceding_entity" TEXT,
  "c_preceding_entity__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_preceding_entities__polity__id" ON "general_polity_preceding_entities" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_preceding_entities_lookup" ON "general_polity_preceding_entities" (lookup);
CREATE TABLE "general_polity_relationship_to_pr_fe5d9b" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_relationship_to_preceding_entity" TEXT,
  "c_relationship_to_preceding_entity__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_relationship_to_pr_fe5d9b__polity__id" ON "general_polity_relationship_to_pr_fe5d9b" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_relationship_to_pr_fe5d9b_lookup" ON "general_polity_relationship_to_pr_fe5d9b" (lookup);
CREATE TABLE "general_polity_religion_families" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_religion_family" TEXT,
  "c_religion_family__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_religion_families__polity__id" ON "general_polity_religion_families" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_religion_families_lookup" ON "general_polity_religion_families" (lookup);
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
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
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
CREATE INDEX "general_polity_religion_genuses__polity__name" ON "general_polity_religion_genuses" ("c_polity__name", ord);
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
CREATE TABLE "general_polity_religions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_religion" TEXT,
  "c_religion__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_religions__polity__id" ON "general_polity_religions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_religions_lookup" ON "general_polity_religions" (lookup);
CREATE TABLE "general_polity_religious_traditions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_religious_tradition" TEXT,
  "c_religious_tradition__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_religious_traditions__polity__id" ON "general_polity_religious_traditions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_religious_traditions_lookup" ON "general_polity_religious_traditions" (lookup);
CREATE TABLE "general_polity_research_assistants" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_research_assistants__polity__id" ON "general_polity_research_assistants" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_research_assistants_lookup" ON "general_polity_research_assistants" (lookup);
CREATE TABLE "general_polity_scale_of_supracult_5985bb" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_scale_from" INTEGER,
  "c_scale_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_scale_of_supracult_5985bb__polity__id" ON "general_polity_scale_of_supracult_5985bb" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_scale_of_supracult_5985bb_lookup" ON "general_polity_scale_of_supracult_5985bb" (lookup);
CREATE TABLE "general_polity_succeeding_entities" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_succeeding_entity" TEXT,
  "c_succeeding_entity__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_succeeding_entities__polity__id" ON "general_polity_succeeding_entities" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_succeeding_entities_lookup" ON "general_polity_succeeding_entities" (lookup);
CREATE TABLE "general_polity_supracultural_entities" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_supracultural_entity" TEXT,
  "c_supracultural_entity__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_supracultural_entities__polity__id" ON "general_polity_supracultural_entities" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_supracultural_entities_lookup" ON "general_polity_supracultural_entities" (lookup);
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
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
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
CREATE INDEX "general_polity_suprapolities__polity__name" ON "general_polity_suprapolities" ("c_polity__name", ord);
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
CREATE TABLE "general_polity_utm_timezones" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_utm_zone" TEXT,
  "c_utm_zone__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "general_polity_utm_timezones__polity__id" ON "general_polity_utm_timezones" ("c_polity__id", ord);
CREATE UNIQUE INDEX "general_polity_utm_timezones_lookup" ON "general_polity_utm_timezones" (lookup);
CREATE TABLE "meta" (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE "rt_elites_religions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_elites_religions__polity__id" ON "rt_elites_religions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_elites_religions_lookup" ON "rt_elites_religions" (lookup);
CREATE TABLE "rt_frequency_of_governmental_viol_f81ce1" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_frequency_of_governmental_viol_f81ce1__polity__id" ON "rt_frequency_of_governmental_viol_f81ce1" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_frequency_of_governmental_viol_f81ce1_lookup" ON "rt_frequency_of_governmental_viol_f81ce1" (lookup);
CREATE TABLE "rt_frequency_of_societal_violence_eb2daf" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_frequency_of_societal_violence_eb2daf__polity__id" ON "rt_frequency_of_societal_violence_eb2daf" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_frequency_of_societal_violence_eb2daf_lookup" ON "rt_frequency_of_societal_violence_eb2daf" (lookup);
CREATE TABLE "rt_government_discrimination_agai_fc7ed8" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_discrimination_agai_fc7ed8__polity__id" ON "rt_government_discrimination_agai_fc7ed8" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_discrimination_agai_fc7ed8_lookup" ON "rt_government_discrimination_agai_fc7ed8" (lookup);
CREATE TABLE "rt_government_pressure_to_converts" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_pressure_to_converts__polity__id" ON "rt_government_pressure_to_converts" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_pressure_to_converts_lookup" ON "rt_government_pressure_to_converts" (lookup);
CREATE TABLE "rt_government_restrictions_on_cir_78bc35" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_restrictions_on_cir_78bc35__polity__id" ON "rt_government_restrictions_on_cir_78bc35" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_restrictions_on_cir_78bc35_lookup" ON "rt_government_restrictions_on_cir_78bc35" (lookup);
CREATE TABLE "rt_government_restrictions_on_con_064a41" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_restrictions_on_con_064a41__polity__id" ON "rt_government_restrictions_on_con_064a41" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_restrictions_on_con_064a41_lookup" ON "rt_government_restrictions_on_con_064a41" (lookup);
CREATE TABLE "rt_government_restrictions_on_con_eaf93a" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_restrictions_on_con_eaf93a__polity__id" ON "rt_government_restrictions_on_con_eaf93a" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_restrictions_on_con_eaf93a_lookup" ON "rt_government_restrictions_on_con_eaf93a" (lookup);
CREATE TABLE "rt_government_restrictions_on_pro_243ddf" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_restrictions_on_pro_243ddf__polity__id" ON "rt_government_restrictions_on_pro_243ddf" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_restrictions_on_pro_243ddf_lookup" ON "rt_government_restrictions_on_pro_243ddf" (lookup);
CREATE TABLE "rt_government_restrictions_on_pub_1358a3" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_restrictions_on_pub_1358a3__polity__id" ON "rt_government_restrictions_on_pub_1358a3" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_restrictions_on_pub_1358a3_lookup" ON "rt_government_restrictions_on_pub_1358a3" (lookup);
CREATE TABLE "rt_government_restrictions_on_pub_497bc1" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_restrictions_on_pub_497bc1__polity__id" ON "rt_government_restrictions_on_pub_497bc1" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_restrictions_on_pub_497bc1_lookup" ON "rt_government_restrictions_on_pub_497bc1" (lookup);
CREATE TABLE "rt_government_restrictions_on_rel_5dccb2" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_government_restrictions_on_rel_5dccb2__polity__id" ON "rt_government_restrictions_on_rel_5dccb2" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_government_restrictions_on_rel_5dccb2_lookup" ON "rt_government_restrictions_on_rel_5dccb2" (lookup);
CREATE TABLE "rt_governmental_obligations_for_r_1d69dd" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_governmental_obligations_for_r_1d69dd__polity__id" ON "rt_governmental_obligations_for_r_1d69dd" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_governmental_obligations_for_r_1d69dd_lookup" ON "rt_governmental_obligations_for_r_1d69dd" (lookup);
CREATE TABLE "rt_moralizing_enforcement_in_afterlife" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_enforcement_in_afterlife__polity__id" ON "rt_moralizing_enforcement_in_afterlife" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_enforcement_in_afterlife_lookup" ON "rt_moralizing_enforcement_in_afterlife" (lookup);
CREATE TABLE "rt_moralizing_enforcement_in_this_life" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_enforcement_in_this_life__polity__id" ON "rt_moralizing_enforcement_in_this_life" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_enforcement_in_this_life_lookup" ON "rt_moralizing_enforcement_in_this_life" (lookup);
CREATE TABLE "rt_moralizing_enforcement_is_agentic" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_enforcement_is_agentic__polity__id" ON "rt_moralizing_enforcement_is_agentic" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_enforcement_is_agentic_lookup" ON "rt_moralizing_enforcement_is_agentic" (lookup);
CREATE TABLE "rt_moralizing_enforcement_is_broad" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_enforcement_is_broad__polity__id" ON "rt_moralizing_enforcement_is_broad" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_enforcement_is_broad_lookup" ON "rt_moralizing_enforcement_is_broad" (lookup);
CREATE TABLE "rt_moralizing_enforcement_is_certain" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_enforcement_is_certain__polity__id" ON "rt_moralizing_enforcement_is_certain" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_enforcement_is_certain_lookup" ON "rt_moralizing_enforcement_is_certain" (lookup);
CREATE TABLE "rt_moralizing_enforcement_is_targeted" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_enforcement_is_targeted__polity__id" ON "rt_moralizing_enforcement_is_targeted" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_enforcement_is_targeted_lookup" ON "rt_moralizing_enforcement_is_targeted" (lookup);
CREATE TABLE "rt_moralizing_enforcement_of_rulers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_enforcement_of_rulers__polity__id" ON "rt_moralizing_enforcement_of_rulers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_enforcement_of_rulers_lookup" ON "rt_moralizing_enforcement_of_rulers" (lookup);
CREATE TABLE "rt_moralizing_religion_adopted_by_dcb695" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_religion_adopted_by_dcb695__polity__id" ON "rt_moralizing_religion_adopted_by_dcb695" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_religion_adopted_by_dcb695_lookup" ON "rt_moralizing_religion_adopted_by_dcb695" (lookup);
CREATE TABLE "rt_moralizing_religion_adopted_by_elites" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_religion_adopted_by_elites__polity__id" ON "rt_moralizing_religion_adopted_by_elites" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_religion_adopted_by_elites_lookup" ON "rt_moralizing_religion_adopted_by_elites" (lookup);
CREATE TABLE "rt_moralizing_supernatural_concer_3a5fca" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_supernatural_concer_3a5fca__polity__id" ON "rt_moralizing_supernatural_concer_3a5fca" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_supernatural_concer_3a5fca_lookup" ON "rt_moralizing_supernatural_concer_3a5fca" (lookup);
CREATE TABLE "rt_moralizing_supernatural_punish_8c0943" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_moralizing_supernatural_punish_8c0943__polity__id" ON "rt_moralizing_supernatural_punish_8c0943" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_moralizing_supernatural_punish_8c0943_lookup" ON "rt_moralizing_supernatural_punish_8c0943" (lookup);
CREATE TABLE "rt_official_religions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_official_religions__polity__id" ON "rt_official_religions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_official_religions_lookup" ON "rt_official_religions" (lookup);
CREATE TABLE "rt_religious_fragmentations" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_religious_fragmentations__polity__id" ON "rt_religious_fragmentations" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_religious_fragmentations_lookup" ON "rt_religious_fragmentations" (lookup);
CREATE TABLE "rt_societal_discrimination_agains_ed68a7" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_societal_discrimination_agains_ed68a7__polity__id" ON "rt_societal_discrimination_agains_ed68a7" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_societal_discrimination_agains_ed68a7_lookup" ON "rt_societal_discrimination_agains_ed68a7" (lookup);
CREATE TABLE "rt_societal_pressure_to_convert_o_393e6f" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_societal_pressure_to_convert_o_393e6f__polity__id" ON "rt_societal_pressure_to_convert_o_393e6f" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_societal_pressure_to_convert_o_393e6f_lookup" ON "rt_societal_pressure_to_convert_o_393e6f" (lookup);
CREATE TABLE "rt_syncretism_of_religious_practi_2c909d" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_syncretism_of_religious_practi_2c909d__polity__id" ON "rt_syncretism_of_religious_practi_2c909d" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_syncretism_of_religious_practi_2c909d_lookup" ON "rt_syncretism_of_religious_practi_2c909d" (lookup);
CREATE TABLE "rt_taxes_based_on_religious_adher_6280a8" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT,
  "c_coded_value" TEXT
);
CREATE INDEX "rt_taxes_based_on_religious_adher_6280a8__polity__id" ON "rt_taxes_based_on_religious_adher_6280a8" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_taxes_based_on_religious_adher_6280a8_lookup" ON "rt_taxes_based_on_religious_adher_6280a8" (lookup);
CREATE TABLE "rt_theological_syncretism_of_diff_01d378" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_coded_value" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_theological_syncretism_of_diff_01d378__polity__id" ON "rt_theological_syncretism_of_diff_01d378" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_theological_syncretism_of_diff_01d378_lookup" ON "rt_theological_syncretism_of_diff_01d378" (lookup);
CREATE TABLE "rt_widespread_religions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_order" TEXT,
  "c_degree_of_prevalence" TEXT,
  "c_degree_of_prevalence__u" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "rt_widespread_religions__polity__id" ON "rt_widespread_religions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "rt_widespread_religions_lookup" ON "rt_widespread_religions" (lookup);
CREATE TABLE "sc_administrative_levels" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_administrative_level_from" INTEGER,
  "c_administrative_level_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_administrative_levels__polity__id" ON "sc_administrative_levels" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_administrative_levels_lookup" ON "sc_administrative_levels" (lookup);
CREATE TABLE "sc_area_measurement_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_area_measurement_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_area_measurement_systems__polity__id" ON "sc_area_measurement_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_area_measurement_systems_lookup" ON "sc_area_measurement_systems" (lookup);
CREATE TABLE "sc_articles" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_article" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_articles__polity__id" ON "sc_articles" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_articles_lookup" ON "sc_articles" (lookup);
CREATE TABLE "sc_bridges" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_bridge" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_bridges__polity__id" ON "sc_bridges" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_bridges_lookup" ON "sc_bridges" (lookup);
CREATE TABLE "sc_burial_sites" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_burial_site" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_burial_sites__polity__id" ON "sc_burial_sites" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_burial_sites_lookup" ON "sc_burial_sites" (lookup);
CREATE TABLE "sc_calendars" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_calendar" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_calendars__polity__id" ON "sc_calendars" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_calendars_lookup" ON "sc_calendars" (lookup);
CREATE TABLE "sc_canals" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_canal" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_canals__polity__id" ON "sc_canals" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_canals_lookup" ON "sc_canals" (lookup);
CREATE TABLE "sc_ceremonial_sites" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_ceremonial_site" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_ceremonial_sites__polity__id" ON "sc_ceremonial_sites" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_ceremonial_sites_lookup" ON "sc_ceremonial_sites" (lookup);
CREATE TABLE "sc_communal_buildings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_communal_building" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_communal_buildings__polity__id" ON "sc_communal_buildings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_communal_buildings_lookup" ON "sc_communal_buildings" (lookup);
CREATE TABLE "sc_couriers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_courier" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_couriers__polity__id" ON "sc_couriers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_couriers_lookup" ON "sc_couriers" (lookup);
CREATE TABLE "sc_courts" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_court" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_courts__polity__id" ON "sc_courts" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_courts_lookup" ON "sc_courts" (lookup);
CREATE TABLE "sc_debt_and_credit_structures" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_debt_and_credit_structure" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_debt_and_credit_structures__polity__id" ON "sc_debt_and_credit_structures" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_debt_and_credit_structures_lookup" ON "sc_debt_and_credit_structures" (lookup);
CREATE TABLE "sc_drinking_water_supplies" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_drinking_water_supply_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_drinking_water_supplies__polity__id" ON "sc_drinking_water_supplies" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_drinking_water_supplies_lookup" ON "sc_drinking_water_supplies" (lookup);
CREATE TABLE "sc_enclosures" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_enclosure" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_enclosures__polity__id" ON "sc_enclosures" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_enclosures_lookup" ON "sc_enclosures" (lookup);
CREATE TABLE "sc_entertainment_buildings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_entertainment_building" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_entertainment_buildings__polity__id" ON "sc_entertainment_buildings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_entertainment_buildings_lookup" ON "sc_entertainment_buildings" (lookup);
CREATE TABLE "sc_examination_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_examination_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_examination_systems__polity__id" ON "sc_examination_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_examination_systems_lookup" ON "sc_examination_systems" (lookup);
CREATE TABLE "sc_fastest_individual_communications" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_fastest_individual_communication_from" INTEGER,
  "c_fastest_individual_communication_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_fastest_individual_communications__polity__id" ON "sc_fastest_individual_communications" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_fastest_individual_communications_lookup" ON "sc_fastest_individual_communications" (lookup);
CREATE TABLE "sc_fictions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_fiction" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_fictions__polity__id" ON "sc_fictions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_fictions_lookup" ON "sc_fictions" (lookup);
CREATE TABLE "sc_food_storage_sites" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_food_storage_site" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_food_storage_sites__polity__id" ON "sc_food_storage_sites" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_food_storage_sites_lookup" ON "sc_food_storage_sites" (lookup);
CREATE TABLE "sc_foreign_coins" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_foreign_coin" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_foreign_coins__polity__id" ON "sc_foreign_coins" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_foreign_coins_lookup" ON "sc_foreign_coins" (lookup);
CREATE TABLE "sc_formal_legal_codes" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_formal_legal_code" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_formal_legal_codes__polity__id" ON "sc_formal_legal_codes" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_formal_legal_codes_lookup" ON "sc_formal_legal_codes" (lookup);
CREATE TABLE "sc_full_time_bureaucrats" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_full_time_bureaucrat" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_full_time_bureaucrats__polity__id" ON "sc_full_time_bureaucrats" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_full_time_bureaucrats_lookup" ON "sc_full_time_bureaucrats" (lookup);
CREATE TABLE "sc_general_postal_services" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_general_postal_service" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_general_postal_services__polity__id" ON "sc_general_postal_services" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_general_postal_services_lookup" ON "sc_general_postal_services" (lookup);
CREATE TABLE "sc_geometrical_measurement_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_geometrical_measurement_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_geometrical_measurement_systems__polity__id" ON "sc_geometrical_measurement_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_geometrical_measurement_systems_lookup" ON "sc_geometrical_measurement_systems" (lookup);
CREATE TABLE "sc_histories" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_history" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_histories__polity__id" ON "sc_histories" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_histories_lookup" ON "sc_histories" (lookup);
CREATE TABLE "sc_indigenous_coins" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_indigenous_coin" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_indigenous_coins__polity__id" ON "sc_indigenous_coins" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_indigenous_coins_lookup" ON "sc_indigenous_coins" (lookup);
CREATE TABLE "sc_irrigation_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_irrigation_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_irrigation_systems__polity__id" ON "sc_irrigation_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_irrigation_systems_lookup" ON "sc_irrigation_systems" (lookup);
CREATE TABLE "sc_judges" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_judge" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_judges__polity__id" ON "sc_judges" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_judges_lookup" ON "sc_judges" (lookup);
CREATE TABLE "sc_knowledge_or_information_buildings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_knowledge_or_information_building" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_knowledge_or_information_buildings__polity__id" ON "sc_knowledge_or_information_buildings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_knowledge_or_information_buildings_lookup" ON "sc_knowledge_or_information_buildings" (lookup);
CREATE TABLE "sc_largest_communication_distances" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_largest_communication_distance_from" INTEGER,
  "c_largest_communication_distance_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_largest_communication_distances__polity__id" ON "sc_largest_communication_distances" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_largest_communication_distances_lookup" ON "sc_largest_communication_distances" (lookup);
CREATE TABLE "sc_length_measurement_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_length_measurement_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_length_measurement_systems__polity__id" ON "sc_length_measurement_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_length_measurement_systems_lookup" ON "sc_length_measurement_systems" (lookup);
CREATE TABLE "sc_lists_tables_and_classifications" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_lists_tables_and_classification" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_lists_tables_and_classifications__polity__id" ON "sc_lists_tables_and_classifications" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_lists_tables_and_classifications_lookup" ON "sc_lists_tables_and_classifications" (lookup);
CREATE TABLE "sc_markets" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_market" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_markets__polity__id" ON "sc_markets" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_markets_lookup" ON "sc_markets" (lookup);
CREATE TABLE "sc_merit_promotions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_merit_promotion" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_merit_promotions__polity__id" ON "sc_merit_promotions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_merit_promotions_lookup" ON "sc_merit_promotions" (lookup);
CREATE TABLE "sc_military_levels" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_military_level_from" INTEGER,
  "c_military_level_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_military_levels__polity__id" ON "sc_military_levels" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_military_levels_lookup" ON "sc_military_levels" (lookup);
CREATE TABLE "sc_mines_or_quarries" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_mines_or_quarry" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_mines_or_quarries__polity__id" ON "sc_mines_or_quarries" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_mines_or_quarries_lookup" ON "sc_mines_or_quarries" (lookup);
CREATE TABLE "sc_mnemonic_devices" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_mnemonic_device" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_mnemonic_devices__polity__id" ON "sc_mnemonic_devices" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_mnemonic_devices_lookup" ON "sc_mnemonic_devices" (lookup);
CREATE TABLE "sc_non_phonetic_writings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_non_phonetic_writing" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_non_phonetic_writings__polity__id" ON "sc_non_phonetic_writings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_non_phonetic_writings_lookup" ON "sc_non_phonetic_writings" (lookup);
CREATE TABLE "sc_nonwritten_records" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_nonwritten_record" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_nonwritten_records__polity__id" ON "sc_nonwritten_records" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_nonwritten_records_lookup" ON "sc_nonwritten_records" (lookup);
CREATE TABLE "sc_occupational_complexities" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_occupational_complexity" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_occupational_complexities__polity__id" ON "sc_occupational_complexities" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_occupational_complexities_lookup" ON "sc_occupational_complexities" (lookup);
CREATE TABLE "sc_other_measurement_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_other_measurement_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_other_measurement_systems__polity__id" ON "sc_other_measurement_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_other_measurement_systems_lookup" ON "sc_other_measurement_systems" (lookup);
CREATE TABLE "sc_other_special_purpose_sites" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_other_special_purpose_site" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_other_special_purpose_sites__polity__id" ON "sc_other_special_purpose_sites" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_other_special_purpose_sites_lookup" ON "sc_other_special_purpose_sites" (lookup);
CREATE TABLE "sc_other_utilitarian_public_buildings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_other_utilitarian_public_building" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_other_utilitarian_public_buildings__polity__id" ON "sc_other_utilitarian_public_buildings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_other_utilitarian_public_buildings_lookup" ON "sc_other_utilitarian_public_buildings" (lookup);
CREATE TABLE "sc_paper_currencies" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_paper_currency" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_paper_currencies__polity__id" ON "sc_paper_currencies" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_paper_currencies_lookup" ON "sc_paper_currencies" (lookup);
CREATE TABLE "sc_philosophies" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_philosophy" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_philosophies__polity__id" ON "sc_philosophies" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_philosophies_lookup" ON "sc_philosophies" (lookup);
CREATE TABLE "sc_phonetic_alphabetic_writings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_phonetic_alphabetic_writing" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_phonetic_alphabetic_writings__polity__id" ON "sc_phonetic_alphabetic_writings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_phonetic_alphabetic_writings_lookup" ON "sc_phonetic_alphabetic_writings" (lookup);
CREATE TABLE "sc_polity_populations" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_polity_population_from" INTEGER,
  "c_polity_population_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_polity_populations__polity__id" ON "sc_polity_populations" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_polity_populations_lookup" ON "sc_polity_populations" (lookup);
CREATE TABLE "sc_polity_territories" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_polity_territory_from" INTEGER,
  "c_polity_territory_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_polity_territories__polity__id" ON "sc_polity_territories" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_polity_territories_lookup" ON "sc_polity_territories" (lookup);
CREATE TABLE "sc_population_of_the_largest_settlements" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_population_of_the_largest_settlement_from" INTEGER,
  "c_population_of_the_largest_settlement_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_population_of_the_largest_settlements__polity__id" ON "sc_population_of_the_largest_settlements" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_population_of_the_largest_settlements_lookup" ON "sc_population_of_the_largest_settlements" (lookup);
CREATE TABLE "sc_ports" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_port" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_ports__polity__id" ON "sc_ports" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_ports_lookup" ON "sc_ports" (lookup);
CREATE TABLE "sc_postal_stations" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_postal_station" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_postal_stations__polity__id" ON "sc_postal_stations" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_postal_stations_lookup" ON "sc_postal_stations" (lookup);
CREATE TABLE "sc_practical_literatures" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_practical_literature" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_practical_literatures__polity__id" ON "sc_practical_literatures" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_practical_literatures_lookup" ON "sc_practical_literatures" (lookup);
CREATE TABLE "sc_precious_metals" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_precious_metal" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_precious_metals__polity__id" ON "sc_precious_metals" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_precious_metals_lookup" ON "sc_precious_metals" (lookup);
CREATE TABLE "sc_professional_lawyers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_professional_lawyer" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_professional_lawyers__polity__id" ON "sc_professional_lawyers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_professional_lawyers_lookup" ON "sc_professional_lawyers" (lookup);
CREATE TABLE "sc_professional_military_officers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_professional_military_officer" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_professional_military_officers__polity__id" ON "sc_professional_military_officers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_professional_military_officers_lookup" ON "sc_professional_military_officers" (lookup);
CREATE TABLE "sc_professional_priesthoods" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_professional_priesthood" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_professional_priesthoods__polity__id" ON "sc_professional_priesthoods" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_professional_priesthoods_lookup" ON "sc_professional_priesthoods" (lookup);
CREATE TABLE "sc_professional_soldiers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_professional_soldier" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_professional_soldiers__polity__id" ON "sc_professional_soldiers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_professional_soldiers_lookup" ON "sc_professional_soldiers" (lookup);
CREATE TABLE "sc_religious_levels" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_religious_level_from" INTEGER,
  "c_religious_level_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_religious_levels__polity__id" ON "sc_religious_levels" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_religious_levels_lookup" ON "sc_religious_levels" (lookup);
CREATE TABLE "sc_religious_literatures" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_religious_literature" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_religious_literatures__polity__id" ON "sc_religious_literatures" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_religious_literatures_lookup" ON "sc_religious_literatures" (lookup);
CREATE TABLE "sc_roads" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_road" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_roads__polity__id" ON "sc_roads" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_roads_lookup" ON "sc_roads" (lookup);
CREATE TABLE "sc_sacred_texts" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_sacred_text" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_sacred_texts__polity__id" ON "sc_sacred_texts" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_sacred_texts_lookup" ON "sc_sacred_texts" (lookup);
CREATE TABLE "sc_scientific_literatures" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_scientific_literature" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_scientific_literatures__polity__id" ON "sc_scientific_literatures" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_scientific_literatures_lookup" ON "sc_scientific_literatures" (lookup);
CREATE TABLE "sc_scripts" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_script" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_scripts__polity__id" ON "sc_scripts" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_scripts_lookup" ON "sc_scripts" (lookup);
CREATE TABLE "sc_settlement_hierarchies" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_settlement_hierarchy_from" INTEGER,
  "c_settlement_hierarchy_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_settlement_hierarchies__polity__id" ON "sc_settlement_hierarchies" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_settlement_hierarchies_lookup" ON "sc_settlement_hierarchies" (lookup);
CREATE TABLE "sc_sources_of_support" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_source_of_support" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_sources_of_support__polity__id" ON "sc_sources_of_support" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_sources_of_support_lookup" ON "sc_sources_of_support" (lookup);
CREATE TABLE "sc_special_purpose_houses" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_special_purpose_house" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_special_purpose_houses__polity__id" ON "sc_special_purpose_houses" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_special_purpose_houses_lookup" ON "sc_special_purpose_houses" (lookup);
CREATE TABLE "sc_special_purpose_sites" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_special_purpose_site" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_special_purpose_sites__polity__id" ON "sc_special_purpose_sites" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_special_purpose_sites_lookup" ON "sc_special_purpose_sites" (lookup);
CREATE TABLE "sc_specialized_government_buildings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_specialized_government_building" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_specialized_government_buildings__polity__id" ON "sc_specialized_government_buildings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_specialized_government_buildings_lookup" ON "sc_specialized_government_buildings" (lookup);
CREATE TABLE "sc_stores_of_wealth" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_store_of_wealth" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_stores_of_wealth__polity__id" ON "sc_stores_of_wealth" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_stores_of_wealth_lookup" ON "sc_stores_of_wealth" (lookup);
CREATE TABLE "sc_symbolic_buildings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_symbolic_building" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_symbolic_buildings__polity__id" ON "sc_symbolic_buildings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_symbolic_buildings_lookup" ON "sc_symbolic_buildings" (lookup);
CREATE TABLE "sc_time_measurement_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_time_measurement_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_time_measurement_systems__polity__id" ON "sc_time_measurement_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_time_measurement_systems_lookup" ON "sc_time_measurement_systems" (lookup);
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
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
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
CREATE INDEX "sc_tokens__polity__name" ON "sc_tokens" ("c_polity__name", ord);
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
CREATE TABLE "sc_trading_emporia" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_trading_emporia" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_trading_emporia__polity__id" ON "sc_trading_emporia" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_trading_emporia_lookup" ON "sc_trading_emporia" (lookup);
CREATE TABLE "sc_utilitarian_public_buildings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_utilitarian_public_building" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_utilitarian_public_buildings__polity__id" ON "sc_utilitarian_public_buildings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_utilitarian_public_buildings_lookup" ON "sc_utilitarian_public_buildings" (lookup);
CREATE TABLE "sc_volume_measurement_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_volume_measurement_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_volume_measurement_systems__polity__id" ON "sc_volume_measurement_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_volume_measurement_systems_lookup" ON "sc_volume_measurement_systems" (lookup);
CREATE TABLE "sc_weight_measurement_systems" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_weight_measurement_system" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_weight_measurement_systems__polity__id" ON "sc_weight_measurement_systems" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_weight_measurement_systems_lookup" ON "sc_weight_measurement_systems" (lookup);
CREATE TABLE "sc_written_records" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_written_record" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "sc_written_records__polity__id" ON "sc_written_records" ("c_polity__id", ord);
CREATE UNIQUE INDEX "sc_written_records_lookup" ON "sc_written_records" (lookup);
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
CREATE TABLE "wf_atlatls" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_atlatl" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_atlatls__polity__id" ON "wf_atlatls" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_atlatls_lookup" ON "wf_atlatls" (lookup);
CREATE TABLE "wf_battle_axes" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_battle_axe" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_battle_axes__polity__id" ON "wf_battle_axes" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_battle_axes_lookup" ON "wf_battle_axes" (lookup);
CREATE TABLE "wf_breastplates" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_breastplate" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_breastplates__polity__id" ON "wf_breastplates" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_breastplates_lookup" ON "wf_breastplates" (lookup);
CREATE TABLE "wf_bronzes" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_bronze" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_bronzes__polity__id" ON "wf_bronzes" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_bronzes_lookup" ON "wf_bronzes" (lookup);
CREATE TABLE "wf_camels" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_camel" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_camels__polity__id" ON "wf_camels" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_camels_lookup" ON "wf_camels" (lookup);
CREATE TABLE "wf_chainmails" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_chainmail" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_chainmails__polity__id" ON "wf_chainmails" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_chainmails_lookup" ON "wf_chainmails" (lookup);
CREATE TABLE "wf_complex_fortifications" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_complex_fortification" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_complex_fortifications__polity__id" ON "wf_complex_fortifications" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_complex_fortifications_lookup" ON "wf_complex_fortifications" (lookup);
CREATE TABLE "wf_composite_bows" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_composite_bow" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_composite_bows__polity__id" ON "wf_composite_bows" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_composite_bows_lookup" ON "wf_composite_bows" (lookup);
CREATE TABLE "wf_coppers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_copper" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_coppers__polity__id" ON "wf_coppers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_coppers_lookup" ON "wf_coppers" (lookup);
CREATE TABLE "wf_crossbows" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_crossbow" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_crossbows__polity__id" ON "wf_crossbows" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_crossbows_lookup" ON "wf_crossbows" (lookup);
CREATE TABLE "wf_daggers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_dagger" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_daggers__polity__id" ON "wf_daggers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_daggers_lookup" ON "wf_daggers" (lookup);
CREATE TABLE "wf_ditches" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_ditch" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_ditches__polity__id" ON "wf_ditches" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_ditches_lookup" ON "wf_ditches" (lookup);
CREATE TABLE "wf_dogs" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_dog" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_dogs__polity__id" ON "wf_dogs" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_dogs_lookup" ON "wf_dogs" (lookup);
CREATE TABLE "wf_donkeys" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_donkey" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_donkeys__polity__id" ON "wf_donkeys" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_donkeys_lookup" ON "wf_donkeys" (lookup);
CREATE TABLE "wf_earth_ramparts" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_earth_rampart" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_earth_ramparts__polity__id" ON "wf_earth_ramparts" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_earth_ramparts_lookup" ON "wf_earth_ramparts" (lookup);
CREATE TABLE "wf_elephants" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_elephant" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_elephants__polity__id" ON "wf_elephants" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_elephants_lookup" ON "wf_elephants" (lookup);
CREATE TABLE "wf_fortified_camps" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_fortified_camp" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_fortified_camps__polity__id" ON "wf_fortified_camps" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_fortified_camps_lookup" ON "wf_fortified_camps" (lookup);
CREATE TABLE "wf_gunpowder_siege_artilleries" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_gunpowder_siege_artillery" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_gunpowder_siege_artilleries__polity__id" ON "wf_gunpowder_siege_artilleries" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_gunpowder_siege_artilleries_lookup" ON "wf_gunpowder_siege_artilleries" (lookup);
CREATE TABLE "wf_handheld_firearms" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_handheld_firearm" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_handheld_firearms__polity__id" ON "wf_handheld_firearms" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_handheld_firearms_lookup" ON "wf_handheld_firearms" (lookup);
CREATE TABLE "wf_helmets" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_helmet" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_helmets__polity__id" ON "wf_helmets" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_helmets_lookup" ON "wf_helmets" (lookup);
CREATE TABLE "wf_horses" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_horse" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_horses__polity__id" ON "wf_horses" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_horses_lookup" ON "wf_horses" (lookup);
CREATE TABLE "wf_irons" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_iron" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_irons__polity__id" ON "wf_irons" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_irons_lookup" ON "wf_irons" (lookup);
CREATE TABLE "wf_javelins" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_javelin" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_javelins__polity__id" ON "wf_javelins" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_javelins_lookup" ON "wf_javelins" (lookup);
CREATE TABLE "wf_laminar_armors" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_laminar_armor" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_laminar_armors__polity__id" ON "wf_laminar_armors" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_laminar_armors_lookup" ON "wf_laminar_armors" (lookup);
CREATE TABLE "wf_leathers" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_leather_cloth" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_leathers__polity__id" ON "wf_leathers" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_leathers_lookup" ON "wf_leathers" (lookup);
CREATE TABLE "wf_limb_protections" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_limb_protection" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_limb_protections__polity__id" ON "wf_limb_protections" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_limb_protections_lookup" ON "wf_limb_protections" (lookup);
CREATE TABLE "wf_long_walls" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_long_wall_from" INTEGER,
  "c_long_wall_to" INTEGER,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_long_walls__polity__id" ON "wf_long_walls" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_long_walls_lookup" ON "wf_long_walls" (lookup);
CREATE TABLE "wf_merchant_ship_pressed_into_service" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_merchant_ships_pressed_into_service" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_merchant_ship_pressed_into_service__polity__id" ON "wf_merchant_ship_pressed_into_service" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_merchant_ship_pressed_into_service_lookup" ON "wf_merchant_ship_pressed_into_service" (lookup);
CREATE TABLE "wf_moats" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_moat" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_moats__polity__id" ON "wf_moats" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_moats_lookup" ON "wf_moats" (lookup);
CREATE TABLE "wf_modern_fortifications" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_modern_fortification" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_modern_fortifications__polity__id" ON "wf_modern_fortifications" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_modern_fortifications_lookup" ON "wf_modern_fortifications" (lookup);
CREATE TABLE "wf_plate_armors" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_plate_armor" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_plate_armors__polity__id" ON "wf_plate_armors" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_plate_armors_lookup" ON "wf_plate_armors" (lookup);
CREATE TABLE "wf_polearms" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_polearm" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_polearms__polity__id" ON "wf_polearms" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_polearms_lookup" ON "wf_polearms" (lookup);
CREATE TABLE "wf_scaled_armors" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_scaled_armor" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_scaled_armors__polity__id" ON "wf_scaled_armors" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_scaled_armors_lookup" ON "wf_scaled_armors" (lookup);
CREATE TABLE "wf_self_bows" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_self_bow" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_self_bows__polity__id" ON "wf_self_bows" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_self_bows_lookup" ON "wf_self_bows" (lookup);
CREATE TABLE "wf_settlement_in_defensive_positions" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_settlements_in_a_defensive_position" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_settlement_in_defensive_positions__polity__id" ON "wf_settlement_in_defensive_positions" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_settlement_in_defensive_positions_lookup" ON "wf_settlement_in_defensive_positions" (lookup);
CREATE TABLE "wf_shields" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_shield" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_shields__polity__id" ON "wf_shields" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_shields_lookup" ON "wf_shields" (lookup);
CREATE TABLE "wf_sling_siege_engines" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_sling_siege_engine" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_sling_siege_engines__polity__id" ON "wf_sling_siege_engines" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_sling_siege_engines_lookup" ON "wf_sling_siege_engines" (lookup);
CREATE TABLE "wf_slings" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_sling" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_slings__polity__id" ON "wf_slings" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_slings_lookup" ON "wf_slings" (lookup);
CREATE TABLE "wf_small_vessel_canoe_etc" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_small_vessels_canoes_etc" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_small_vessel_canoe_etc__polity__id" ON "wf_small_vessel_canoe_etc" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_small_vessel_canoe_etc_lookup" ON "wf_small_vessel_canoe_etc" (lookup);
CREATE TABLE "wf_spears" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_spear" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_spears__polity__id" ON "wf_spears" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_spears_lookup" ON "wf_spears" (lookup);
CREATE TABLE "wf_specialized_military_vessels" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_specialized_military_vessel" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_specialized_military_vessels__polity__id" ON "wf_specialized_military_vessels" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_specialized_military_vessels_lookup" ON "wf_specialized_military_vessels" (lookup);
CREATE TABLE "wf_steels" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_steel" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_steels__polity__id" ON "wf_steels" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_steels_lookup" ON "wf_steels" (lookup);
CREATE TABLE "wf_stone_walls_mortared" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_stone_walls_mortared" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_stone_walls_mortared__polity__id" ON "wf_stone_walls_mortared" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_stone_walls_mortared_lookup" ON "wf_stone_walls_mortared" (lookup);
CREATE TABLE "wf_stone_walls_non_mortared" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_stone_walls_non_mortared" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_stone_walls_non_mortared__polity__id" ON "wf_stone_walls_non_mortared" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_stone_walls_non_mortared_lookup" ON "wf_stone_walls_non_mortared" (lookup);
CREATE TABLE "wf_swords" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_sword" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_swords__polity__id" ON "wf_swords" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_swords_lookup" ON "wf_swords" (lookup);
CREATE TABLE "wf_tension_siege_engines" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_tension_siege_engine" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_tension_siege_engines__polity__id" ON "wf_tension_siege_engines" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_tension_siege_engines_lookup" ON "wf_tension_siege_engines" (lookup);
CREATE TABLE "wf_war_clubs" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_war_club" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_war_clubs__polity__id" ON "wf_war_clubs" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_war_clubs_lookup" ON "wf_war_clubs" (lookup);
CREATE TABLE "wf_wood_bark_etc" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_wood_bark_etc" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_wood_bark_etc__polity__id" ON "wf_wood_bark_etc" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_wood_bark_etc_lookup" ON "wf_wood_bark_etc" (lookup);
CREATE TABLE "wf_wooden_palisades" (
  ord INTEGER PRIMARY KEY,
  lookup INTEGER NOT NULL,
  body TEXT NOT NULL,
  "c_wooden_palisade" TEXT,
  "c_year_from" INTEGER,
  "c_year_to" INTEGER,
  "c_tag" TEXT,
  "c_is_disputed" INTEGER,
  "c_is_uncertain" INTEGER,
  "c_polity__name__u" TEXT,
  "c_polity__name" TEXT,
  "c_polity__long_name__u" TEXT,
  "c_polity__id" INTEGER,
  "c_eff_from" INTEGER,
  "c_eff_to" INTEGER,
  "c_name" TEXT
);
CREATE INDEX "wf_wooden_palisades__polity__id" ON "wf_wooden_palisades" ("c_polity__id", ord);
CREATE UNIQUE INDEX "wf_wooden_palisades_lookup" ON "wf_wooden_palisades" (lookup);
