// A Gradle build script: Kotlin script (.kts) is read by the same lexer.
plugins {
    id("com.android.application")
    kotlin("android")
    kotlin("plugin.serialization") version "2.0.21"
}

val versionNameBase = "1.4"

android {
    namespace = "app.beebox.android"
    compileSdk = 35
    defaultConfig {
        applicationId = "app.beebox.android"
        minSdk = 26
        versionName = "$versionNameBase.${System.getenv("BUILD_NUMBER") ?: "0"}"
        buildConfigField("String", "BOX_HOST", "\"https://box.example\"")
    }
}

dependencies {
    implementation("androidx.webkit:webkit:1.12.1")
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")
}
